import { z } from 'zod';
import { defineCall, staffRead } from './call';
import { dateField, nameField } from './fields';

/**
 * Statements (docs/statements.md): each investor's capital account for a period of whole months, as
 * a PDF computed from the log as known at the instant it is issued. An administrator issues,
 * previews and verifies them; an auditor reads the runs, the lists and the PDFs; an investor reads
 * their own.
 */

const isFirstOfMonth = (date: string) => date.endsWith('-01');
const isLastOfMonth = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate() === day;
};

/** A period of whole months: `from` a month's first day, `through` a month's last day, not before `from`. */
const periodFields = {
  from: dateField.refine(isFirstOfMonth, 'Expected the first day of a month'),
  through: dateField.refine(isLastOfMonth, 'Expected the last day of a month'),
};
const periodInOrder = <T extends { from: string; through: string }>(period: T, ctx: z.RefinementCtx) => {
  if (period.from > period.through) ctx.addIssue({ code: 'custom', path: ['through'], message: 'Expected a date on or after from' });
};

const statementId = z.string().uuid('Expected a statement id');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A PDF's bytes, as the server sends them (a download, described in the API as binary). */
export const pdfBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Expected the bytes of a PDF');

/**
 * Issues statements for a closed period to every investor, or to those named. 409 when the period
 * is not closed through `through`, or when a named investor already has a current statement for
 * exactly this period and `reissue` is not set; with `reissue`, only investors whose figures
 * changed get a new statement (superseding the old) and a mail. Rendered in the background: the
 * answer names the run to follow (`/admin/statement_run`) and the investors it covers.
 */
export const issueStatements = defineCall({
  method: 'POST',
  path: '/admin/issue_statements',
  access: 'admin',
  status: 202,
  body: z
    .object({
      ...periodFields,
      investor_names: z.array(nameField).min(1, 'Name at least one investor, or leave investor_names out for all').max(10_000).optional(),
      reissue: z.boolean().optional(),
    })
    .strict()
    .superRefine(periodInOrder),
  response: z.object({ run_id: z.string().uuid(), investors: z.array(z.string()) }).strict(),
});

/** Where each investor's mail stands: `unchanged` for an investor a reissue left alone (no statement, no mail). */
export const statementNotices = ['queued', 'sent', 'failed', 'no_email', 'not_configured', 'unchanged'] as const;
export type StatementNotice = (typeof statementNotices)[number];

export const statementRunAnswer = z
  .object({
    run_id: z.string().uuid(),
    from: z.string(),
    through: z.string(),
    state: z.enum(['running', 'done', 'failed']),
    /**
     * Why a failed run stopped, in a sentence that names no one and says what may be done (the error
     * itself goes to the server's log); null unless the run failed.
     */
    failure_reason: z.string().nullable(),
    /** The investors in the run, and how many of them are finished. */
    total: z.number().int(),
    done: z.number().int(),
    /** The finished ones: for an `unchanged` one, the statement still current. */
    statements: z.array(
      z
        .object({
          investor_name: z.string(),
          statement_id: z.string().uuid(),
          sha256,
          bytes: z.number().int(),
          notice: z.enum(statementNotices),
        })
        .strict(),
    ),
  })
  .strict();

export const getStatementRun = staffRead('/admin/statement_run', 'Statement Run', {
  query: z.object({ run_id: z.string().uuid('Expected a run id') }),
  response: statementRunAnswer,
});

export const statementListItem = z
  .object({
    statement_id: z.string().uuid(),
    /** A capital-account statement, or a distribution run's notice (its `from` and `through` both the run's date). */
    kind: z.enum(['statement', 'distribution_notice']),
    from: z.string(),
    through: z.string(),
    /** When it was issued, and the instant of the log it was computed from (the same instant). */
    issued_at: z.string(),
    known_on: z.string(),
    sha256,
    bytes: z.number().int(),
    supersedes: z.string().uuid().nullable(),
    superseded_by: z.string().uuid().nullable(),
    /** The investor's personal data was erased: the PDF can no longer be read. */
    erased: z.boolean(),
  })
  .strict();

/** An investor's statements, newest first. An investor reads their own only, as with /api/investor_summary. */
export const listStatements = defineCall({
  method: 'GET',
  path: '/api/statements',
  access: 'signedIn',
  title: 'Statements',
  query: z.object({ investor_name: nameField.optional() }),
  response: z.array(statementListItem),
});

/**
 * An issued statement's PDF, as it was issued, as an attachment `statement-{from}-{through}.pdf`. An
 * investor gets the same 404 for another investor's statement as for an unknown id; 410 once the
 * investor's personal data was erased.
 */
export const getStatementPdf = defineCall({
  method: 'GET',
  path: '/api/statement.pdf',
  access: 'signedIn',
  title: 'Statement PDF',
  query: z.object({ statement_id: statementId }),
  response: pdfBytes,
  produces: 'application/pdf',
});

/** One investor's statement for any period, closed or not, marked "Preview" on every page; nothing is stored. */
export const getStatementPreviewPdf = defineCall({
  method: 'GET',
  path: '/admin/statement_preview.pdf',
  access: 'admin',
  query: z.object({ investor_name: nameField, ...periodFields }).superRefine(periodInOrder),
  response: pdfBytes,
  produces: 'application/pdf',
});

/**
 * Renders an issued statement again from the log as known at its `known_on` and compares the SHA-256 with the issued one.
 * The template versions say why they differ when the layout changed since it was issued (docs/statements.md, Template versions).
 */
export const verifyStatement = defineCall({
  method: 'GET',
  path: '/admin/verify_statement',
  access: 'admin',
  query: z.object({ statement_id: statementId }),
  response: z
    .object({
      statement_id: z.string().uuid(),
      sha256_issued: sha256,
      sha256_rendered: sha256,
      identical: z.boolean(),
      /** The layout the statement was issued with, and the one it was rendered with now. */
      template_version_issued: z.string(),
      template_version_rendered: z.string(),
    })
    .strict(),
});
