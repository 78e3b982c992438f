import { describe, expect, it } from 'vitest';
import { conflict } from '../../shared/errors';
import { atStep, runFailure, unknownRunFailure, type RunStep } from './run-failure';

/** What a run that failed on `error` at `step` is told, and keeps. */
const failedAt = async (step: RunStep, error: unknown) => {
  const thrown = await atStep(step, () => Promise.reject(error)).catch((caught: unknown) => caught);
  return runFailure(thrown);
};

describe('why a statement run failed', () => {
  it('names the step it stopped at, never the error, and keeps the error itself for the log', async () => {
    const error = new Error('duplicate key value violates unique constraint "documents_pkey" for investor Ann Lee');
    const failure = await failedAt('record', error);

    expect(failure.reason).toBe(
      'Issuing stopped while recording a statement in the log. The server’s log holds the error; the investors not done yet can be issued statements again.',
    );
    expect(failure.error).toBe(error);
    expect(failure.message).toBe(error.message);
  });

  it('says an investor was erased meanwhile only when sealing refused them', async () => {
    const erased = conflict('This investor’s personal data has been erased: no statement can be issued to them.');

    expect((await failedAt('keep', erased)).reason).toMatch(
      /^Issuing stopped: an investor’s personal data was erased while the run went on/,
    );
    expect((await failedAt('notify', erased)).reason).toMatch(/^Issuing stopped while queuing an investor’s e-mail\./);
  });

  it('gives the plain sentence for an error met outside any step, and keeps at most 1,000 characters of it', () => {
    const failure = runFailure(new Error('x'.repeat(5000)));

    expect(failure.reason).toBe(unknownRunFailure);
    expect(failure.message).toHaveLength(1000);
    expect(runFailure('a thrown string').message).toBe('a thrown string');
  });

  it('passes on what a step answers', async () => {
    expect(await atStep('draw', () => Promise.resolve(42))).toBe(42);
  });
});
