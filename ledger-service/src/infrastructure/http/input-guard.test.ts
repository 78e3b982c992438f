import { describe, expect, it } from 'vitest';
import { jsonProblem, maxJsonDepth, queryProblem, textProblem } from './input-guard';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
};

describe('textProblem', () => {
  it.each(['', 'Emily Carter', 'Café ☕', '😀 a pair of surrogates', '\uFFFD', 'tab\tand\nnewline'])('accepts %j', (text) => {
    expect(textProblem(text)).toBeNull();
  });

  it.each([
    ['a\u0000b', /NUL/],
    ['\ud800', /lone surrogate/],
    ['x\udc00', /lone surrogate/],
    ['\udc00\ud800', /lone surrogate/],
    ['😀\ud83d', /lone surrogate/],
  ])('refuses %j', (text, problem) => {
    expect(textProblem(text)).toMatch(problem);
  });
});

describe('jsonProblem', () => {
  it('accepts the flat bodies of the API and anything up to the depth limit', () => {
    expect(jsonProblem({ username: 'ann', password: 'secret', amount: 12.5, ok: true, none: null })).toBeNull();
    expect(jsonProblem(nested(maxJsonDepth))).toBeNull();
    expect(jsonProblem(undefined)).toBeNull();
    expect(jsonProblem({})).toBeNull();
  });

  it('refuses nesting one level deeper than the limit, and 5,000 levels without exhausting the stack', () => {
    expect(jsonProblem(nested(maxJsonDepth + 1))).toBe(`The request body is nested deeper than ${maxJsonDepth} levels.`);
    expect(jsonProblem(nested(5000))).toBe(`The request body is nested deeper than ${maxJsonDepth} levels.`);
  });

  it('names the field of the first bad string, nested or in an array', () => {
    expect(jsonProblem({ username: 'ad\u0000min', password: 'x' })).toBe('username: The NUL character (U+0000) is not allowed');
    expect(jsonProblem({ ok: 'fine', rows: [{ name: 'a' }, { name: '\ud800' }] })).toBe(
      'rows.1.name: Expected valid Unicode text (a lone surrogate is not allowed)',
    );
    expect(jsonProblem({ first: '\u0000', second: '\ud800' })).toMatch(/^first:/);
  });

  it('checks keys too, and shows a bad key escaped', () => {
    expect(jsonProblem({ 'na\u0000me': 'x' })).toBe('na\\u0000me: The NUL character (U+0000) is not allowed in a field name');
    expect(jsonProblem({ outer: { '\ud800': 1 } })).toBe(
      'outer.\\ud800: Expected valid Unicode text (a lone surrogate is not allowed) in a field name',
    );
  });

  it('refuses a bad string as the whole body', () => {
    expect(jsonProblem('\u0000')).toBe('The NUL character (U+0000) is not allowed');
  });
});

describe('queryProblem', () => {
  it('accepts ordinary parameters, repeated ones too', () => {
    expect(queryProblem({ selectedLLC: 'Main LLC', selectedTaxYear: ['2024', '2023'], none: undefined })).toBeNull();
  });

  it('names the parameter with a bad value, or a bad name', () => {
    expect(queryProblem({ selectedLLC: 'Main\u0000LLC' })).toBe('selectedLLC: The NUL character (U+0000) is not allowed');
    expect(queryProblem({ a: ['ok', 'b\u0000'] })).toBe('a: The NUL character (U+0000) is not allowed');
    expect(queryProblem({ 'x\u0000': 'ok' })).toBe('x\\u0000: The NUL character (U+0000) is not allowed in a parameter name');
  });
});
