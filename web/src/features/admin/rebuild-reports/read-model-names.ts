/**
 * The read models as a clerk knows them: what each one answers. The server names them as its
 * command line does (`npm run rebuild ledger`); a name this app does not know shows as it came.
 */
const READ_MODEL_NAMES: Readonly<Record<string, string>> = {
  ledger: 'Figures: summaries, returns and taxes',
  audit: 'Audit trail',
  investors: 'Investors',
  'portal-users': 'Portal users and sign-ins',
  'record-locations': 'Where each record is kept (for deletes)',
  names: 'Names of properties, LLCs and partners',
};

export const readModelName = (readModel: string): string => READ_MODEL_NAMES[readModel] ?? readModel;

/** The question before a rebuild of `readModel` ('' for every one). */
export const rebuildQuestion = (readModel: string): string =>
  `Rebuild ${readModel === '' ? 'every report' : `"${readModelName(readModel)}"`} now? It is worked out again from everything recorded and swapped in when done. Nothing recorded changes, and the reports keep answering meanwhile.`;
