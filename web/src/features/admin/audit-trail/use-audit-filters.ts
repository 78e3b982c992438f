import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, NO_FILTERS, withFilters, type AuditFilters } from './audit-filters';
import type { AuditEntityType } from '@portal/contracts/api';

/**
 * The audit trail's filters, kept in the URL beside `?action=`. Editing a filter replaces the
 * history entry and goes back to page 1; opening an entity's history and paging add an entry, so
 * the browser's Back button returns to the view before, as does clearing them all.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  const write = useCallback(
    (next: AuditFilters, push: boolean) => setParams((current) => withFilters(current, next), { replace: !push }),
    [setParams],
  );

  return {
    filters,
    /** Changes some filters and shows their first page. */
    change: (changed: Partial<Omit<AuditFilters, 'page'>>) => write({ ...filters, ...changed, page: 1 }, false),
    /** Every event of one entity, the other filters cleared. */
    openHistory: (type: AuditEntityType, name: string) => write({ ...NO_FILTERS, entityType: type, entityName: name }, true),
    clear: () => write(NO_FILTERS, true),
    goToPage: (page: number) => write({ ...filters, page }, true),
  };
}
