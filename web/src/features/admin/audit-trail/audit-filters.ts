import type { AuditEntityType } from '@portal/contracts/api';
import { isEntityType, type AuditQuery } from './api/answers';

/** Events per page of the trail. */
export const PAGE_SIZE = 50;

/**
 * What the admin filters by, as kept in the page's URL (`/admin?action=audit-trail&actor=...`), so
 * a filtered view can be reloaded, shared and left with the browser's Back button. Empty text is
 * no filter; `from` and `to` are the date pickers' local days, 'YYYY-MM-DD'.
 */
export interface AuditFilters {
  entityType: AuditEntityType | '';
  entityName: string;
  eventType: string;
  actor: string;
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: AuditFilters = { entityType: '', entityName: '', eventType: '', actor: '', from: '', to: '', page: 1 };

/** The URL parameter of each filter. */
const PARAMS = {
  entityType: 'entity_type',
  entityName: 'entity_name',
  eventType: 'event_type',
  actor: 'actor',
  from: 'from',
  to: 'to',
  page: 'page',
} as const satisfies Record<keyof AuditFilters, string>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The filters in the URL; anything unreadable there counts as no filter. */
export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const text = (key: keyof AuditFilters) => params.get(PARAMS[key]) ?? '';
  const entityType = params.get(PARAMS.entityType);
  const page = Number(params.get(PARAMS.page));
  const day = (key: 'from' | 'to') => (DAY.test(text(key)) ? text(key) : '');
  return {
    entityType: isEntityType(entityType) ? entityType : '',
    entityName: isEntityType(entityType) ? text('entityName') : '',
    eventType: text('eventType'),
    actor: text('actor'),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `params` with the filters written in (the other parameters, such as `action`, kept); page 1 is left out. */
export function withFilters(params: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAMS) as (keyof AuditFilters)[]) {
    const value = key === 'page' ? (filters.page > 1 ? String(filters.page) : '') : filters[key];
    if (value === '') next.delete(PARAMS[key]);
    else next.set(PARAMS[key], value);
  }
  return next;
}

/** Whether any filter is set (the page does not count). */
export const hasFilters = (filters: AuditFilters): boolean =>
  filters.entityType !== '' || filters.eventType !== '' || filters.actor !== '' || filters.from !== '' || filters.to !== '';

/** The entity whose history is shown, once both its kind and its name are chosen. */
export function entityOf(filters: AuditFilters): { type: AuditEntityType; name: string } | null {
  return filters.entityType !== '' && filters.entityName !== '' ? { type: filters.entityType, name: filters.entityName } : null;
}

function localDay(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  return match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : null;
}

/** The first instant of a local day, as ISO: the admin's own midnight, not UTC's. */
export function startOfLocalDay(day: string): string | undefined {
  const parts = localDay(day);
  return parts ? new Date(...parts).toISOString() : undefined;
}

/** The last instant (millisecond) of a local day, as ISO. */
export function endOfLocalDay(day: string): string | undefined {
  const parts = localDay(day);
  return parts ? new Date(parts[0], parts[1], parts[2], 23, 59, 59, 999).toISOString() : undefined;
}

const optional = (text: string) => (text === '' ? undefined : text);

/** The query of `GET /admin/audit_log` for the filters: the entity only when complete, days as local instants. */
export function toAuditQuery(filters: AuditFilters): AuditQuery {
  const entity = entityOf(filters);
  return {
    entity_type: entity?.type,
    entity_name: entity?.name,
    event_type: optional(filters.eventType),
    actor: optional(filters.actor),
    from: startOfLocalDay(filters.from),
    to: endOfLocalDay(filters.to),
    page: filters.page,
    page_size: PAGE_SIZE,
  };
}
