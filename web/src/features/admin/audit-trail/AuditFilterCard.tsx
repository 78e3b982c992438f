import { auditEntityTypes } from '@portal/contracts/api';
import styled from 'styled-components';
import { Button, Card } from '../../../components/ui';
import { DateField, Select, type SelectProps } from '../form-kit';
import { hasFilters, type AuditFilters } from './audit-filters';
import { isEntityType, type AuditOptions } from './api/answers';
import { ENTITY_KINDS } from './entity-kinds';
import { FieldGrid } from '../layout/Panel';
import { eventName } from '../layout/event-names';

const Grid = styled(FieldGrid)`
  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.down('sm')} {
    & > button {
      width: 100%;
    }
  }
`;

/** A choice from the URL is offered even before (or without) the server's lists knowing it. */
const withCurrent = (list: readonly string[] | undefined, current: string): readonly string[] =>
  current === '' || list?.includes(current) ? (list ?? []) : [current, ...(list ?? [])];

/** A filter left at 'Any' filters nothing. */
function Filter({ onPick, ...props }: Omit<SelectProps, 'placeholder' | 'required' | 'onChange'> & { onPick: (value: string) => void }) {
  return <Select placeholder="Any" required={false} {...props} onChange={(event) => onPick(event.target.value)} />;
}

const KIND_OPTIONS = auditEntityTypes.map((type) => ({ value: type, label: ENTITY_KINDS[type].label }));

export interface AuditFilterCardProps {
  filters: AuditFilters;
  options: AuditOptions | undefined;
  onChange: (changed: Partial<Omit<AuditFilters, 'page'>>) => void;
  onClear: () => void;
}

/**
 * The trail's filters: what an event concerns (a kind, then one entity of it), its type, who did
 * it, and the local days it was recorded between.
 */
export function AuditFilterCard({ filters, options, onChange, onClear }: AuditFilterCardProps) {
  const entityNames = filters.entityType === '' ? [] : withCurrent(options?.entities[filters.entityType], filters.entityName);

  return (
    <Card>
      <Grid>
        <Filter
          label="Entity kind"
          options={KIND_OPTIONS}
          value={filters.entityType}
          onPick={(kind) => onChange({ entityType: isEntityType(kind) ? kind : '', entityName: '' })}
        />
        <Filter
          label="Entity"
          disabled={filters.entityType === ''}
          options={entityNames}
          value={filters.entityName}
          onPick={(entityName) => onChange({ entityName })}
        />
        <Filter
          label="Event type"
          options={withCurrent(options?.event_types, filters.eventType).map((type) => ({ value: type, label: eventName(type) }))}
          value={filters.eventType}
          onPick={(eventType) => onChange({ eventType })}
        />
        <Filter
          label="Actor"
          options={withCurrent(options?.actors, filters.actor)}
          value={filters.actor}
          onPick={(actor) => onChange({ actor })}
        />
        <DateField label="From" required={false} value={filters.from} onChange={(event) => onChange({ from: event.target.value })} />
        <DateField label="To" required={false} value={filters.to} onChange={(event) => onChange({ to: event.target.value })} />
      </Grid>
      <Footer>
        <Button variant="secondary" disabled={!hasFilters(filters)} onClick={onClear}>
          Clear filters
        </Button>
      </Footer>
    </Card>
  );
}
