import type { Projector } from '../runner/projector';
import { auditProjector } from './audit/projector';
import { investorsProjector } from './investors/projector';
import { ledgerProjector } from './ledger/projector/projector';
import { namesProjector } from './names/projector';
import { noticesProjector } from './notices/projector';
import { portalUsersProjector } from './portal-users/projector';
import { recordLocationsProjector } from './record-locations/projector';

export { createInvestorQueries, type InvestorQueries, type InvestorRow } from './investors/queries';
export { secretDigest } from './investors/secret-digest';
export { createRecordLocationQueries, type RecordLocationQueries, type RecordLocation } from './record-locations/queries';
export type { RecordKind } from './record-locations/projector';
export {
  createLedgerQueries,
  type LedgerQueries,
  type PropertyTransactions,
  type LedgerNameLists,
  type LlcInfo,
  type LlcTaxSummary,
  type PropertyTaxSummary,
} from './ledger/queries/queries';
export * as figures from './ledger/figures';
export * as timeTravel from './ledger/time-travel';
export {
  createAuditQueries,
  type AuditQueries,
  type AuditEntry,
  type AuditEventReference,
  type AuditFilter,
  type AuditOptions,
  type AuditPage,
} from './audit/queries';
export { auditEntityTypes, type AuditEntity, type AuditEntityType } from './audit/summaries';
export { peopleIn, withPeopleNamed, type PersonKind } from './audit/people-refs';
export { createNameQueries, type NameQueries, type NameCollision, type ResolvedName } from './names/queries';
export type { NameKind } from './names/projector';
export { createNoticeQueries, noticeStates, type NoticeQueries, type NoticeRow, type NoticeState } from './notices/queries';
export {
  createPortalUserQueries,
  type PortalUserQueries,
  type PortalUserRow,
  type LoginSummaryRow,
  type UsernameRow,
} from './portal-users/queries';

/** Every read model of the product, in the order they are rebuilt. */
export const allProjectors: readonly Projector[] = [
  investorsProjector,
  portalUsersProjector,
  recordLocationsProjector,
  ledgerProjector,
  auditProjector,
  namesProjector,
  noticesProjector,
];
