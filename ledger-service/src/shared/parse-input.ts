import type { z } from 'zod';
import { badRequest } from '../shared/errors';

/** Parses input with the call's schema; the first problem becomes a 400 message a person can read. */
export const parseInput = <S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const problem = issue?.message ?? 'Invalid input';
  throw badRequest(field ? `${field}: ${problem}` : problem);
};
