import { createHash } from 'node:crypto';
import type { CallResponse, listStatements, verifyStatement } from '@portal/contracts/api';
import type { Directory } from '../../shared/personal-data/directory';
import { openBytes, sealBytes } from '../../shared/personal-data/envelope';
import { investorSubject, type PersonalData } from '../../shared/personal-data';
import { conflict, gone, notFound } from '../../shared/errors';
import type { TimeTravel } from '../reports/time-travel';
import { renderStatementPdf, templateVersion } from './statement-pdf';
import type { DocumentRow, StatementStore } from './storage';

export interface DocumentDeps {
  store: StatementStore;
  people: Pick<Directory, 'current'>;
  timeTravel: Pick<TimeTravel, 'statementFigures'>;
  personalData: Pick<PersonalData, 'keys'>;
  /** BRAND_TITLE, printed at the top of every statement. */
  brandTitle: string;
}

export interface StatementPeriod {
  investorId: string;
  from: string;
  through: string;
}

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** What a sealed PDF is bound to: its statement, so no statement's bytes can pass for another's. */
const associated = (statementId: string) => `statement ${statementId}`;

/**
 * An investor's statements (docs/statements.md): rendered from the log as known at an instant, kept
 * sealed under the investor's personal-data key, opened for a download, rendered again to verify.
 */
export const statementDocuments = (deps: DocumentDeps) => {
  /** The statement's figures and PDF as the log was known at `knownOn`: the same bytes each time for the same instant. */
  const figures = (period: StatementPeriod, knownOn: string) => deps.timeTravel.statementFigures(knownOn, period);
  const render = async (period: StatementPeriod, knownOn: string, preview = false) => {
    const figures = await deps.timeTravel.statementFigures(knownOn, period);
    const investorName = (await deps.people.current()).investorName(period.investorId);
    const pdf = await renderStatementPdf({ brandTitle: deps.brandTitle, investorName, knownOn, figures, preview });
    return { figures, pdf };
  };

  /** The investor's key, to seal a new statement with; 409 once their personal data was erased. */
  const sealFor = async (investorId: string, statementId: string, pdf: Buffer) => {
    const { keyId, key } = await deps.personalData.keys.keyOf(investorSubject(investorId));
    if (key === null) throw conflict('This investor’s personal data has been erased: no statement can be issued to them.');
    return { key_id: keyId, sealed: sealBytes(key, pdf, associated(statementId)) };
  };

  /** Whose keys are erased, of these statements' keys. */
  const erasedKeys = async (rows: readonly Pick<DocumentRow, 'key_id'>[]): Promise<Set<string>> => {
    const keys = await deps.personalData.keys.keysById(rows.map((row) => row.key_id));
    return new Set(rows.flatMap((row) => (keys.get(row.key_id) ? [] : [row.key_id])));
  };

  const listItem = (row: DocumentRow, erased: boolean): CallResponse<typeof listStatements>[number] => ({
    statement_id: row.statement_id,
    kind: row.kind,
    from: row.from,
    through: row.through,
    issued_at: row.known_on,
    known_on: row.known_on,
    sha256: row.sha256,
    bytes: row.bytes,
    supersedes: row.supersedes,
    superseded_by: row.superseded_by,
    erased,
  });

  return {
    figures,
    render,
    sealFor,

    /** An investor's statements, newest first, each saying whether it can still be read. */
    list: async (investorId: string) => {
      const rows = await deps.store.ofInvestor(investorId);
      const erased = await erasedKeys(rows);
      return rows.map((row) => listItem(row, erased.has(row.key_id)));
    },

    /** A statement's record, for a caller allowed to read it (`mayRead`); the same 404 for an unknown one and another's. */
    find: async (statementId: string, mayRead: (row: DocumentRow) => boolean): Promise<DocumentRow> => {
      const row = await deps.store.document(statementId);
      if (row === null || !mayRead(row)) throw notFound('No such statement.');
      return row;
    },

    /** The PDF as it was issued; 410 once the investor's personal data was erased. */
    open: async (row: DocumentRow): Promise<Buffer> => {
      const [keys, sealed] = await Promise.all([deps.personalData.keys.keysById([row.key_id]), deps.store.sealed(row.statement_id)]);
      const key = keys.get(row.key_id);
      if (!key || sealed === null) throw gone('This statement can no longer be read: the investor’s personal data was erased.');
      return openBytes(key, sealed, associated(row.statement_id));
    },

    /** Renders an issued statement again from the log as known at its known_on with today's template and compares the digests. */
    verify: async (row: DocumentRow): Promise<CallResponse<typeof verifyStatement>> => {
      if (row.kind !== 'statement') throw conflict('Only a statement is verified: a distribution notice is kept as it was issued.');
      if ((await erasedKeys([row])).size > 0)
        throw gone('This statement can no longer be rendered: the investor’s personal data was erased.');
      const { pdf } = await render({ investorId: row.investor_id, from: row.from, through: row.through }, row.known_on);
      const rendered = sha256Of(pdf);
      return {
        statement_id: row.statement_id,
        sha256_issued: row.sha256,
        sha256_rendered: rendered,
        identical: rendered === row.sha256,
        template_version_issued: row.template_version,
        template_version_rendered: templateVersion,
      };
    },
  };
};

export type StatementDocuments = ReturnType<typeof statementDocuments>;
