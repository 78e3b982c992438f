import { maxBatchItems } from '@portal/contracts/api';
import { describe, expect, it } from 'vitest';
import { batchesOf, isBatched } from './batches';
import { distributionsPlan } from './distributions';
import { investors } from './investors';
import { demoPlan } from './plan';
import type { Phase } from './requests';

const anchor = '2026-11';
const phases = demoPlan(anchor).phases;
const byName = (start: string) => phases.find((phase) => phase.name.startsWith(start))!;

/** Each chain's requests, in the order its sequence sends them: one sequence, the plan's order. */
const expectChainsKept = (phase: Phase, sequences: ReturnType<typeof batchesOf>) => {
  const sent = sequences.map((sequence) => sequence.flatMap((batch) => batch.requests));
  for (const chain of phase.chains) {
    const holding = sent.filter((requests) => requests.includes(chain[0]!));
    expect(holding, chain[0]!.key).toHaveLength(1);
    const positions = chain.map((request) => holding[0]!.indexOf(request));
    expect(positions, chain[0]!.key).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0], chain[0]!.key).toBeGreaterThanOrEqual(0);
  }
  expect(sent.flat()).toHaveLength(phase.chains.flat().length);
};

describe('the demo batches', () => {
  it('send the record calls in batches, and the names, properties, investors and the contract one by one', () => {
    expect(phases.map(isBatched)).toEqual([false, false, true, true, false]);
  });

  it('hold at most 1,000 requests, each chain in order in one sequence, under keys a second plan repeats', () => {
    for (const phase of phases.filter(isBatched)) {
      const sequences = batchesOf(phase);
      expectChainsKept(phase, sequences);
      for (const batch of sequences.flat()) expect(batch.requests.length).toBeLessThanOrEqual(maxBatchItems);
      const keys = sequences.flat().map((batch) => batch.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(
        batchesOf(demoPlan(anchor).phases[phases.indexOf(phase)]!)
          .flat()
          .map((batch) => batch.key),
      ).toEqual(keys);
    }
    // The four years of activity: more than one batch.
    expect(batchesOf(byName('Four years')).flat().length).toBeGreaterThan(1);
  });

  it('cuts a chain longer than a batch into pieces sent one after another', () => {
    const activity = byName('Four years');
    const sequences = batchesOf(activity, 50);
    expectChainsKept(activity, sequences);
    expect(sequences.some((sequence) => sequence.length > 1)).toBe(true);
    for (const batch of sequences.flat()) expect(batch.requests.length).toBeLessThanOrEqual(50);
  });

  it('keeps cash withdrawals in batches of their own', () => {
    const investor = investors.find((i) => i.distributions !== 'none')!;
    const cashflow = [{ month: '2024-01', cents: 5_000_00 }];
    const distributions: Phase = { name: 'Cash distributions', chains: [distributionsPlan(investor, cashflow, anchor)] };
    expect(isBatched(distributions)).toBe(true);
    const mixed: Phase = { name: 'Mixed', chains: [...distributions.chains, ...byName('Investments').chains] };
    expect(() => isBatched(mixed)).toThrow('cash withdrawals go in a phase of their own');
  });
});
