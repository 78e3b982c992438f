import type { Middleware } from 'koa';
import { badRequest } from '../../shared/errors';
import type { AppState } from './context';

/**
 * Refuses, with 400 naming the field, input the rest of the service cannot handle, before anything
 * else looks at it (the idempotency middleware hashes the body, the routes reach PostgreSQL):
 *
 * - text PostgreSQL cannot store: the NUL character U+0000 (refused in `text` and `jsonb`), and
 *   lone UTF-16 surrogates (`"\ud800"` is valid JSON, but becomes U+FFFD on the way to the database,
 *   or an error inside `jsonb`), in any string or key of the JSON body and in any query parameter;
 * - JSON nested deeper than `maxJsonDepth` levels. Every body of the API is a flat object (depth 1) or a
 *   batch of them (depth 3);
 *   deeper nesting is never legitimate, and 5,000 levels used to overflow the stack of the
 *   idempotency middleware's canonical JSON.
 *
 * The walk is iterative and stops at the first problem, so no input can exhaust the stack here.
 */
export const maxJsonDepth = 8;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with the text, or null when PostgreSQL can store it as it is. */
export const textProblem = (text: string): string | null => {
  if (text.includes('\u0000')) return 'The NUL character (U+0000) is not allowed';
  if (loneSurrogate.test(text)) return 'Expected valid Unicode text (a lone surrogate is not allowed)';
  return null;
};

/** A field name fit for a message: characters that cannot be shown are written as \uXXXX. */
const shown = (key: string): string =>
  Array.from({ length: key.length }, (_, i) => {
    const code = key.charCodeAt(i);
    const hidden = code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff);
    return hidden ? `\\u${code.toString(16).padStart(4, '0')}` : key[i];
  }).join('');

const fieldPath = (path: readonly string[]): string => path.map(shown).join('.');

interface Pending {
  value: unknown;
  path: string[];
  depth: number;
}

/** The first problem of a parsed JSON body as `field: problem`, or null when it is fit to handle. */
export const jsonProblem = (body: unknown, maxDepth = maxJsonDepth): string | null => {
  const pending: Pending[] = [{ value: body, path: [], depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem !== null) return path.length > 0 ? `${fieldPath(path)}: ${problem}` : problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > maxDepth) return `The request body is nested deeper than ${maxDepth} levels.`;
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    // Reversed onto the stack, so the first problem in document order is the one named.
    for (const [key, child] of entries.reverse()) {
      const keyProblem = textProblem(key);
      if (keyProblem !== null) return `${fieldPath([...path, key])}: ${keyProblem} in a field name`;
      pending.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
};

/** The first problem of the query parameters (names and values) as `name: problem`, or null. */
export const queryProblem = (query: Readonly<Record<string, string | string[] | undefined>>): string | null => {
  for (const [name, value] of Object.entries(query)) {
    const nameProblem = textProblem(name);
    if (nameProblem !== null) return `${shown(name)}: ${nameProblem} in a parameter name`;
    for (const text of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      const problem = textProblem(text);
      if (problem !== null) return `${shown(name)}: ${problem}`;
    }
  }
  return null;
};

/** Runs after the body parser and before the idempotency middleware and the routes. */
export const inputGuard = (): Middleware<AppState> => async (ctx, next) => {
  const problem = queryProblem(ctx.query) ?? jsonProblem(ctx.request.body);
  if (problem !== null) throw badRequest(problem);
  await next();
};
