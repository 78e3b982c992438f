import { describe, expect, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { periodsDecider, type PeriodCommand, type PeriodsState } from './decider';

const after = (...events: ReturnType<typeof domainEvent>[]): PeriodsState =>
  events.reduce(periodsDecider.evolve, periodsDecider.initialState());
const decide = (command: PeriodCommand, state: PeriodsState) => periodsDecider.decide(command, state);
const close = (through: string): PeriodCommand => ({ type: 'ClosePeriod', through, today: '2025-06-30' });
const reopen = (through: string | null): PeriodCommand => ({ type: 'ReopenPeriod', through, reason: 'Late invoice' });

describe('periodsDecider', () => {
  it('closes through a past day, then only later', () => {
    expect(decide(close('2024-12-31'), after())).toEqual([domainEvent('PeriodClosed', { through: '2024-12-31' })]);
    const closed = after(domainEvent('PeriodClosed', { through: '2024-12-31' }));
    expect(closed).toEqual({ closedThrough: '2024-12-31' });
    expect(() => decide(close('2024-12-31'), closed)).toThrow('closed through 12/31/2024 already');
    expect(() => decide(close('2024-06-30'), closed)).toThrow('may only move that date later');
    expect(decide(close('2025-03-31'), closed)).toHaveLength(1);
  });

  it('never closes past today', () => {
    expect(() => decide(close('2025-07-01'), after())).toThrow('cannot be closed past today (06/30/2025)');
    expect(decide(close('2025-06-30'), after())).toHaveLength(1);
  });

  it('reopens only earlier, or to none, with its reason; not when nothing is closed', () => {
    expect(() => decide(reopen(null), after())).toThrow('nothing to reopen');
    const closed = after(domainEvent('PeriodClosed', { through: '2024-12-31' }));
    expect(() => decide(reopen('2024-12-31'), closed)).toThrow('must move that date earlier');
    expect(decide(reopen('2024-06-30'), closed)).toEqual([
      domainEvent('PeriodReopened', { through: '2024-06-30', reason: 'Late invoice' }),
    ]);
    expect(
      after(domainEvent('PeriodClosed', { through: '2024-12-31' }), domainEvent('PeriodReopened', { through: null, reason: 'x' })),
    ).toEqual({
      closedThrough: null,
    });
  });
});
