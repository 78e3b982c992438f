import { describe, expect, it } from 'vitest';
import type { CapitalMovement } from '../facts';
import type { ContractForBooks } from './capital-recovery';
import { investedWithRecovery, recoverCapital } from './capital-recovery';
import { capitalRefusalMessage } from './refusals';

let n = 0;
const move = (investorId: string, date: string, amountCents: number): CapitalMovement => ({
  recordId: `m${++n}`,
  kind: amountCents >= 0 ? 'investment' : 'withdrawal',
  investorId,
  propertyName: 'Lot C',
  amountCents: Math.abs(amountCents),
  date,
});
const contract = (receipts: [string, number][], more: Partial<ContractForBooks> = {}): ContractForBooks => ({
  contractId: 'c1',
  contractDate: '2025-01-01',
  receivableCents: 1_000_000,
  receipts: receipts.map(([date, principalCents], i) => ({ id: `r${i + 1}`, date, principalCents })),
  paidOffBy: null,
  ...more,
});
const recovered = (movements: CapitalMovement[], contracts: ContractForBooks[], orderKeys?: Map<string, string>) => {
  const result = recoverCapital({ movements, contracts, orderKeys });
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return result.recovery;
};
const summary = (recovery: ReturnType<typeof recovered>) =>
  recovery.reductions.map(({ investorId, date, kind, amountCents }) => [investorId, date, kind, amountCents]);

describe('capital first, then gain', () => {
  it('writes off at the opening the capital above the receivable, split by invested', () => {
    // 9,000.00 of capital for a sale that will bring 6,000.00: 3,000.00 can never come back.
    const recovery = recovered(
      [move('ann', '2024-06-01', 600_000), move('bob', '2024-06-01', 300_000)],
      [contract([], { receivableCents: 600_000 })],
    );
    expect(summary(recovery)).toEqual([
      ['ann', '2025-01-01', 'written_off', 200_000],
      ['bob', '2025-01-01', 'written_off', 100_000],
    ]);
  });

  it('counts capital records dated on the receipt’s day before it, and splits by invested just before', () => {
    const recovery = recovered(
      [move('ann', '2024-06-01', 100_000), move('bob', '2025-02-01', 300_000)],
      [contract([['2025-02-01', 200_000]])],
    );
    expect(Object.fromEntries(recovery.receipts[0]!.returnedByInvestor)).toEqual({ ann: 50_000, bob: 150_000 });
  });

  it('writes off what is left on the receipt that pays the contract off, after its return', () => {
    const recovery = recovered(
      [move('ann', '2024-06-01', 500_000)],
      [contract([['2025-02-01', 100_000]], { paidOffBy: 'r1', receivableCents: 600_000 })],
    );
    expect(summary(recovery)).toEqual([
      ['ann', '2025-02-01', 'returned', 100_000],
      ['ann', '2025-02-01', 'written_off', 400_000],
    ]);
    expect(Object.fromEntries(investedWithRecovery([move('ann', '2024-06-01', 500_000)], recovery.reductions, '2025-02-01'))).toEqual({
      ann: 0,
    });
  });

  it('gives equal remainders to investors in name order (their order keys), not id order', () => {
    const movements = [move('id-1', '2024-06-01', 100_000), move('id-2', '2024-06-01', 100_000)];
    const byName = new Map([
      ['id-1', 'b'],
      ['id-2', 'a'],
    ]);
    const recovery = recovered(movements, [contract([['2025-02-01', 1]])], byName);
    expect(Object.fromEntries(recovery.receipts[0]!.returnedByInvestor)).toEqual({ 'id-2': 1 });
    expect(Object.fromEntries(recovered(movements, [contract([['2025-02-01', 1]])]).receipts[0]!.returnedByInvestor)).toEqual({
      'id-1': 1,
    });
  });

  it('carries a closed contract’s returns into the next one, which starts from the capital left', () => {
    const first = contract([['2025-02-01', 400_000]], { contractId: 'c1' });
    const second = contract([['2026-02-01', 700_000]], { contractId: 'c2', contractDate: '2026-01-01', receivableCents: 700_000 });
    const recovery = recovered([move('ann', '2024-06-01', 1_000_000)], [second, first]);
    expect(
      recovery.receipts.map(({ contractId, capitalReturnedCents, gainCents }) => [contractId, capitalReturnedCents, gainCents]),
    ).toEqual([
      ['c1', 400_000, 0],
      ['c2', 600_000, 100_000],
    ]);
  });
});

describe('invested never below zero', () => {
  it('refuses a withdrawal of capital the contract has already returned', () => {
    const result = recoverCapital({
      movements: [move('ann', '2024-06-01', 100_000), move('ann', '2025-03-01', -60_000)],
      contracts: [contract([['2025-02-01', 50_000]])],
    });
    expect(result).toEqual({
      ok: false,
      refusal: { kind: 'negative_invested', investorId: 'ann', date: '2025-03-01', investedCents: -10_000 },
    });
    if (result.ok) return;
    expect(capitalRefusalMessage(result.refusal, 'Ann', 'Lot C')).toBe(
      'This would leave Ann with -$100.00 of capital in Lot C on 2025-03-01: a land contract cannot return capital that was withdrawn.',
    );
  });

  it('refuses a back-dated receipt that returns capital withdrawn later', () => {
    const movements = [move('ann', '2024-06-01', 100_000), move('ann', '2025-03-01', -100_000)];
    expect(recoverCapital({ movements, contracts: [contract([])] }).ok).toBe(true);
    expect(recoverCapital({ movements, contracts: [contract([['2025-02-01', 1_000]])] })).toMatchObject({
      ok: false,
      refusal: { date: '2025-03-01', investedCents: -1_000 },
    });
  });

  it('leaves alone a negative that investment withdrawals alone made, older than any contract', () => {
    const movements = [move('ann', '2024-01-01', -50_000), move('ann', '2024-06-01', 150_000)];
    const recovery = recovered(movements, [contract([['2025-02-01', 30_000]])]);
    expect(recovery.receipts[0]).toMatchObject({ capitalReturnedCents: 30_000, gainCents: 0 });
  });
});
