import type { StatementItem } from '../api/statements';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const sha = (c: string) => c.repeat(64);

export const statement = (n: number, fields: Partial<StatementItem>): StatementItem => ({
  statement_id: id(n),
  kind: 'statement',
  from: '2026-07-01',
  through: '2026-09-30',
  issued_at: '2026-10-05T15:00:00.000Z',
  known_on: '2026-10-05T15:00:00.000Z',
  sha256: sha(String(n)),
  bytes: 41_000,
  supersedes: null,
  superseded_by: null,
  erased: false,
  ...fields,
});

/** The notice of a distribution paid on 09/15/2026: its one day is both `from` and `through`. */
export const notice = (n: number): StatementItem =>
  statement(n, { kind: 'distribution_notice', from: '2026-09-15', through: '2026-09-15', issued_at: '2026-09-15T16:00:00.000Z' });

/** Q3 2026 reissued on 10/20 (superseding the statement of 10/05), and a custom period issued before. */
export const STATEMENTS: StatementItem[] = [
  statement(3, { issued_at: '2026-10-20T15:00:00.000Z', known_on: '2026-10-20T15:00:00.000Z', supersedes: id(2) }),
  statement(2, { superseded_by: id(3) }),
  statement(1, { from: '2026-01-01', through: '2026-05-31', issued_at: '2026-06-10T15:00:00.000Z' }),
];

export const statementId = id;
