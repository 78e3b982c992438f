import { useId } from 'react';
import styled from 'styled-components';
import { Button, Card, Loading } from '../../../components/ui';
import { formatCount } from '../../../lib/format';
import { useLogFailure } from '../api/use-log-failure';
import { Failure } from '../layout/Failure';
import { Panel, SectionHeading } from '../layout/Panel';
import { Pager } from '../layout/Pager';
import { spreadRow } from '../layout/rows';
import { entityOf, hasFilters, toAuditQuery } from './audit-filters';
import { useAuditLog, useAuditOptions } from './api/use-audit-log';
import { AuditEventTable } from './AuditEventTable';
import { AuditFilterCard } from './AuditFilterCard';
import { entityText } from './entity-kinds';
import { useAuditFilters } from './use-audit-filters';

const Header = styled.div`
  ${spreadRow}
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const eventsText = (total: number) => `${formatCount(total)} ${total === 1 ? 'event' : 'events'}`;

/**
 * 'Audit Trail': every event of the log, newest first, with who recorded it and what it concerns;
 * an entity's whole history is one click on it. Cancelled records show the void that cancelled them.
 */
export function AuditTrailPanel({ title }: { title: string }) {
  const { filters, change, openHistory, clear, goToPage } = useAuditFilters();
  const options = useAuditOptions();
  const log = useAuditLog(toAuditQuery(filters));
  useLogFailure(log.error, 'Error fetching audit trail:');
  const headingId = useId();

  const entity = entityOf(filters);
  const heading = entity ? `History of ${entityText(entity.type, entity.name)}` : hasFilters(filters) ? 'Matching events' : 'All events';
  const page = log.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;

  return (
    <Panel title={title}>
      <AuditFilterCard filters={filters} options={options.data} onChange={change} onClear={clear} />
      <Card>
        <Header>
          <SectionHeading id={headingId}>{heading}</SectionHeading>
          {entity && (
            <Button variant="secondary" onClick={clear}>
              Back to all events
            </Button>
          )}
        </Header>
        {log.isPending && <Loading />}
        {log.isError && <Failure error={log.error} fallback="The audit trail could not be loaded." />}
        {page && (
          <div aria-busy={log.isPlaceholderData}>
            <AuditEventTable caption={heading} labelledBy={headingId} events={page.events} onOpenEntity={openHistory} />
            <Pager
              label="Audit trail pages"
              page={page.page}
              pageCount={pageCount}
              total={eventsText(page.total)}
              onPage={goToPage}
              busy={log.isPlaceholderData}
            />
          </div>
        )}
      </Card>
    </Panel>
  );
}
