import { AppError } from '../../shared/errors';

/** The steps of issuing one investor's statement, each with the sentence a run that failed at it shows. */
const stoppedWhile = {
  draw: 'Issuing stopped while drawing a statement (its figures or its PDF).',
  keep: 'Issuing stopped while sealing and keeping a statement.',
  record: 'Issuing stopped while recording a statement in the log.',
  notify: 'Issuing stopped while queuing an investor’s e-mail.',
  note: 'Issuing stopped while noting an investor as done.',
} as const;
export type RunStep = keyof typeof stoppedWhile;

const erasedMeanwhile =
  'Issuing stopped: an investor’s personal data was erased while the run went on, so no statement can be issued to them.';
const unexpected = 'Issuing stopped on an unexpected error.';
const advice = ' The server’s log holds the error; the investors not done yet can be issued statements again.';

/** What a failed run says when it stopped before it noted why. */
export const unknownRunFailure = unexpected + advice;

/** An error met at one step of a run, so the run can say where it stopped. */
class StepFailed extends Error {
  override readonly name = 'StepFailed';

  constructor(
    readonly step: RunStep,
    readonly error: unknown,
  ) {
    super(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Runs a step of a run: an error it meets is marked with the step. */
export const atStep = async <T>(step: RunStep, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw new StepFailed(step, error);
  }
};

/**
 * Why a run failed, for the server's log and the run's row (`error`: the error itself, which may
 * name an investor or show the database's internals) and for whoever reads the run (`reason`: where
 * it stopped, in a plain sentence that names no one; docs/statements.md, Runs outlive a process).
 */
export const runFailure = (thrown: unknown): { error: unknown; message: string; reason: string } => {
  const error = thrown instanceof StepFailed ? thrown.error : thrown;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  if (!(thrown instanceof StepFailed)) return { error, message, reason: unknownRunFailure };
  // Sealing refuses an investor whose key is gone: erased after the run was recorded.
  const erased = thrown.step === 'keep' && error instanceof AppError && error.code === 'conflict';
  return { error, message, reason: (erased ? erasedMeanwhile : stoppedWhile[thrown.step]) + advice };
};
