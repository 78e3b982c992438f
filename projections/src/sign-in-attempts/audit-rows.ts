import { sql, type FragmentSqlToken, type ListSqlToken } from 'slonik';
import type { AuditFilter } from '../read-models/audit/filter';
import { loginFailureReasons } from '../read-models/audit/summaries';

/** The audit trail's name for failed sign-ins: the event type they had when they were events. */
const failedSignIn = 'LoginFailed';

/** What the actor column says for an attempt: what was typed (as the LoginFailed events said). */
const actorOf = sql.fragment`coalesce(nullif(left(a.username, 120), ''), 'anonymous')`;

/**
 * The conditions under which stored failed sign-ins match an audit filter, or null when none can
 * (another event type, a thing other than a portal user).
 */
export const attemptConditionsOf = (filter: AuditFilter): ListSqlToken | null => {
  if (filter.eventType !== undefined && filter.eventType !== failedSignIn) return null;
  if (filter.entity !== undefined && filter.entity.type !== 'portal_user') return null;
  const conditions = [sql.fragment`true`];
  if (filter.entity) conditions.push(sql.fragment`a.username = ${filter.asTyped?.portalUser ?? filter.entity.name}`);
  if (filter.actor !== undefined) conditions.push(sql.fragment`${actorOf} = ${filter.asTyped?.actor ?? filter.actor}`);
  if (filter.correlationId !== undefined) conditions.push(sql.fragment`a.correlation_id = ${filter.correlationId}`);
  if (filter.recordedFrom !== undefined) conditions.push(sql.fragment`a.at >= ${filter.recordedFrom}::timestamptz`);
  if (filter.recordedBefore !== undefined) conditions.push(sql.fragment`a.at < ${filter.recordedBefore}::timestamptz`);
  if (filter.recordedUntil !== undefined) conditions.push(sql.fragment`a.at <= ${filter.recordedUntil}::timestamptz`);
  return sql.join(conditions, sql.fragment` AND `);
};

const utc = (column: FragmentSqlToken) => sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS "UTC"')`;

/**
 * Failed sign-ins as rows shaped like `rm_audit.events` (seq null: they are not in the log), the
 * sentence saying what was typed, why it failed and from which address; throttled attempts of one
 * address in one window are one row counting them.
 */
export const attemptAuditRows = (where: ListSqlToken, limit: number) => sql.fragment`
  SELECT NULL::bigint AS seq, a.id AS event_id, a.at AS recorded_at, ${actorOf} AS actor, ${failedSignIn}::text AS event_type,
         'sign-in-attempts'::text AS stream, jsonb_build_array(jsonb_build_object('type', 'portal_user', 'name', a.username)) AS entities,
         format('Failed sign-in as %s (%s) from %s', a.username,
           CASE a.reason WHEN 'unknown_user' THEN ${loginFailureReasons.unknown_user}::text
                         WHEN 'wrong_password' THEN ${loginFailureReasons.wrong_password}::text
                         WHEN 'wrong_code' THEN ${loginFailureReasons.wrong_code}::text
                         ELSE ${loginFailureReasons.throttled}::text END,
           a.client_address)
         || CASE WHEN a.attempts > 1 THEN format(', %s attempts from %s to %s', a.attempts, ${utc(sql.fragment`a.first_at`)}, ${utc(sql.fragment`a.at`)}) ELSE '' END
           AS summary,
         a.correlation_id, NULL::text AS causation_id, NULL::uuid AS record_id, NULL::uuid AS voids_record_id
  FROM sign_in_attempts.failures a WHERE ${where} ORDER BY a.at DESC LIMIT ${limit}`;
