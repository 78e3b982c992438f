import type { AuditEntityType } from '@portal/contracts/api';
import styled from 'styled-components';
import { CopyButton, DataTable, type DataTableColumn } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { DateTime } from '../layout/EventTexts';
import { eventName } from '../layout/event-names';
import { InlineList } from '../layout/rows';
import type { AuditEvent } from './api/answers';
import { ENTITY_KINDS, entityText, shortId } from './entity-kinds';

/** An entity the event concerns; a button that opens the entity's whole history. */
const Chip = styled.button`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  overflow-wrap: break-word;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
`;

/** Text that breaks between words (the table's cells break anywhere), inside one only when it must. */
const Words = styled.span`
  overflow-wrap: break-word;
`;

const Voided = styled.del`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const VoidsNote = styled(Note)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Id = styled.code`
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 'Deleted by admin on 03/09/2024, 9:05 AM' */
export const voidedText = ({ voided_by: voided }: AuditEvent): string =>
  voided ? `Deleted by ${voided.actor} on ${formatDateTime(voided.recorded_at)}` : '';

/** The row's details, closed until asked for: what kind of event it is and the id of the request that recorded it. */
const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > summary {
    width: fit-content;
    cursor: pointer;
  }

  & > dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0 ${({ theme }) => theme.space.sm};
    align-items: center;
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }

  & dd {
    margin: 0;
  }
`;

function EventDetails({ event }: { event: AuditEvent }) {
  return (
    <Details>
      <summary>Details</summary>
      <dl>
        <dt>Kind</dt>
        <dd>{eventName(event.event_type)}</dd>
        <dt>Request</dt>
        <dd>
          <Id title={event.correlation_id}>{shortId(event.correlation_id)}</Id>{' '}
          <CopyButton value={event.correlation_id} label={`correlation id ${event.correlation_id}`} />
        </dd>
      </dl>
    </Details>
  );
}

/**
 * The event's sentence; a delete says what it deleted in the deleted record's own sentence, rather
 * than by the record's id.
 */
const sentence = (event: AuditEvent) => (event.voids ? `Deleted: ${event.voids.summary}` : event.summary);

function Summary({ event }: { event: AuditEvent }) {
  return (
    <>
      {event.voided_by ? <Voided>{sentence(event)}</Voided> : sentence(event)}
      {event.voided_by && <Note>{voidedText(event)}</Note>}
      {event.voids_record_id && (
        <VoidsNote>
          Voids record <Id title={event.voids_record_id}>{shortId(event.voids_record_id)}</Id>
        </VoidsNote>
      )}
      <EventDetails event={event} />
    </>
  );
}

function columns(onOpenEntity: (type: AuditEntityType, name: string) => void): DataTableColumn<AuditEvent>[] {
  return [
    { key: 'time', header: 'Time', cell: (event) => <DateTime iso={event.recorded_at} /> },
    { key: 'summary', header: 'Summary', cell: (event) => <Summary event={event} />, minWidth: '12rem' },
    { key: 'actor', header: 'Actor', cell: (event) => <Words>{event.actor}</Words> },
    {
      key: 'concerns',
      header: 'Concerns',
      cell: (event) => (
        <InlineList $gap="xs">
          {event.entities.map(({ type, name }) => (
            <li key={`${type}:${name}`}>
              <Chip type="button" title={`Show the whole history of ${entityText(type, name)}`} onClick={() => onOpenEntity(type, name)}>
                <Kind>{ENTITY_KINDS[type].noun}</Kind> {name}
              </Chip>
            </li>
          ))}
        </InlineList>
      ),
    },
  ];
}

/**
 * Four columns do not fit a small tablet: from sm to md the table keeps a readable width and scrolls
 * sideways inside its card (the table's own scrolling region, named by the heading). Below sm its
 * rows stack instead.
 */
const Readable = styled.div`
  ${({ theme }) => theme.media.up('sm')} and (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    & table {
      min-width: 36rem;
    }
  }
`;

export interface AuditEventTableProps {
  caption: string;
  /** Id of the heading that names the table's scrolling region. */
  labelledBy: string;
  events: readonly AuditEvent[];
  onOpenEntity: (type: AuditEntityType, name: string) => void;
}

/**
 * The log's events, newest first, each said in a sentence, with who recorded it and what it concerns;
 * a deleted record is struck through and says who deleted it and when. The kind of event and the id
 * of the request that recorded it are in the row's details.
 */
export function AuditEventTable({ caption, labelledBy, events, onOpenEntity }: AuditEventTableProps) {
  return (
    <Readable>
      <DataTable
        caption={caption}
        labelledBy={labelledBy}
        columns={columns(onOpenEntity)}
        rows={events}
        rowKey={(event) => event.event_id}
        emptyText="No events match these filters."
        stacks
        keyColumn="summary"
      />
    </Readable>
  );
}
