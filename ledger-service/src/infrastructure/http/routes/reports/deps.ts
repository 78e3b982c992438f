import type { AuditQueries, LedgerQueries, NameQueries, PortalUserQueries } from '@portal/projections';
import type { ApiRouterOptions } from '../../api-router';
import type { Clock } from '../../../../shared/clock';
import type { PersonalData } from '../../../../shared/personal-data';
import type { Directory } from '../../../../shared/personal-data/directory';
import type { TimeTravel } from '../../../../areas/reports/time-travel';
import type { CommandRunner } from '../../../../shared/runner';

/** What the read calls need from the composition: the read models, the clock, and how routes guard and check themselves. */
export interface ReportRouteDeps {
  ledger: LedgerQueries;
  /** Where a read model stands (`ledger`, ...): answers kept at one version are right until it moves. */
  readModelVersion: (projectorName: string) => Promise<string>;
  /** The reports as of a past day and as known at a past moment (docs/time-travel.md). */
  timeTravel: TimeTravel;
  users: Pick<PortalUserQueries, 'investorsWithPortalUser' | 'investorPortalUsers' | 'loginSummary'>;
  /** Investors' and users' names: the read models name them by id (docs/personal-data.md). */
  people: Directory;
  /** "today" of every figure that depends on it (invested(i, p, today), roi_per_year, tax_years). */
  clock: Clock;
  /** The audit trail (GET /admin/audit_log). */
  audit: AuditQueries;
  api: ApiRouterOptions;
  /**
   * Notes an administrator's or an auditor's view of an investor's page in the log (once a day: page-views.ts);
   * reads a property's stream, where its land contracts are (land-contract-routes.ts).
   */
  runner: Pick<CommandRunner, 'execute' | 'read' | 'load'>;
  /** Opens sealed values quoted in the audit trail and a land contract's buyer (docs/personal-data.md). */
  personalData: Pick<PersonalData, 'revealInTexts' | 'revealAll'>;
  /** Names resolved to their streams (shared/references.ts), and what the messages call a partner. */
  names: Pick<NameQueries, 'resolve'>;
  partnerLabel: string;
}
