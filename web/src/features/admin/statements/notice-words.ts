import type { StatementNotice } from '@portal/contracts/api';

/** Each investor's mail in a run, in words a clerk acts on (docs/statements.md). */
export const NOTICE_WORDS: Readonly<Record<StatementNotice, string>> = {
  queued: 'E-mail queued',
  sent: 'E-mail sent',
  failed: 'E-mail failed',
  no_email: 'No e-mail on file',
  not_configured: 'Mail not configured',
  unchanged: 'Unchanged: no new statement',
};
