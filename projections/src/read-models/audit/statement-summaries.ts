import type { EventData } from '@portal/contracts';
import { formatDate } from './formats';
import { investorRef } from './people-refs';

/**
 * The audit trail's sentence for an issued statement (docs/statements.md): to whom, for which period,
 * as known when, and the fingerprint `verify_statement` checks; never a figure.
 */
export const statementSentence = (issued: EventData<'StatementIssued'>): string => {
  const replacing = issued.supersedes === null ? '' : `, replacing statement ${issued.supersedes.slice(0, 8)}`;
  return (
    `Statement ${issued.statementId.slice(0, 8)} for ${formatDate(issued.from)} to ${formatDate(issued.through)} issued to ` +
    `investor ${investorRef(issued.investorId)} as known on ${issued.knownOn} (${issued.templateVersion}, SHA-256 ${issued.sha256.slice(0, 12)})${replacing}`
  );
};

/** The audit trail's sentence for an issued distribution notice (docs/distributions.md): its run and fingerprint, never a figure. */
export const distributionNoticeSentence = (issued: EventData<'DistributionNoticeIssued'>): string =>
  `Distribution notice ${issued.statementId.slice(0, 8)} of the run of ${formatDate(issued.date)} (run ${issued.runId.slice(0, 8)}) issued to ` +
  `investor ${investorRef(issued.investorId)} as known on ${issued.knownOn} (${issued.templateVersion}, SHA-256 ${issued.sha256.slice(0, 12)})`;
