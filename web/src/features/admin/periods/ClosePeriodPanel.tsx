import styled from 'styled-components';
import { Card, DataTable, Loading, type DataTableColumn } from '../../../components/ui';
import { formatDate, formatDateTime } from '../../../lib/format';
import { touches } from '../api/touches';
import { useLogFailure } from '../api/use-log-failure';
import { DateField, FormCard, TextInput, useRecordForm } from '../form-kit';
import { CardGrid, Panel, SectionHeading, TableCard } from '../layout/Panel';
import { usePeriods, type Periods } from './api/use-periods';

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Rule = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Change = Periods['history'][number];

const columns: DataTableColumn<Change>[] = [
  { key: 'when', header: 'When', cell: (change) => formatDateTime(change.recorded_at), minWidth: '7rem' },
  { key: 'action', header: 'Change', cell: (change) => (change.action === 'close' ? 'Closed' : 'Reopened'), nowrap: true },
  { key: 'through', header: 'Through', cell: (change) => (change.through === null ? 'None' : formatDate(change.through)), nowrap: true },
  { key: 'reason', header: 'Reason', cell: (change) => change.reason ?? '', minWidth: '8rem' },
  { key: 'actor', header: 'By', cell: (change) => change.actor },
];

/** The books as they stand: the closed date and what it means. */
function BooksCard({ periods }: { periods: ReturnType<typeof usePeriods> }) {
  const { data, isError } = periods;
  return (
    <Card>
      <SectionHeading>The Books</SectionHeading>
      {data ? (
        <>
          <Status>{data.closed_through === null ? 'No period is closed' : `Closed through ${formatDate(data.closed_through)}`}</Status>
          <Rule>
            {data.closed_through === null
              ? 'Records of any date can be added and deleted.'
              : 'Nothing dated on or before that day, or for a month or period starting on or before it, can be recorded, withdrawn or deleted until the books are reopened.'}
          </Rule>
        </>
      ) : isError ? (
        <p>No data available.</p>
      ) : (
        <Loading />
      )}
    </Card>
  );
}

/** Every close and reopen, newest first, with who made it and why. */
function HistoryCard({ history }: { history: Periods['history'] }) {
  return (
    <TableCard title="Closes and Reopens">
      <DataTable
        caption="Closes and reopens"
        columns={columns}
        stacks
        rows={history}
        rowKey={(change) => change.recorded_at}
        emptyText="The books have never been closed."
      />
    </TableCard>
  );
}

function CloseForm() {
  const form = useRecordForm({
    path: '/admin/close_period',
    initial: { through: '' },
    success: 'Period closed successfully',
    failureLog: 'Error closing period:',
    touches: touches.periods,
    confirm: ({ through }) =>
      `Close the books through ${formatDate(through)}? Nothing dated on or before it, or for a month or period starting on or before it, can be recorded or deleted until they are reopened.`,
  });
  return (
    <FormCard title="Close the Books" level={3} submitLabel="Close Period" {...form.card}>
      <DateField label="Close Through" {...form.bind('through')} />
    </FormCard>
  );
}

function ReopenForm() {
  const form = useRecordForm({
    path: '/admin/reopen_period',
    initial: { through: '', reason: '' },
    optional: ['through'],
    success: 'Period reopened successfully',
    failureLog: 'Error reopening period:',
    touches: touches.periods,
  });
  return (
    <FormCard
      title="Reopen"
      level={3}
      submitLabel="Reopen Period"
      footer={<Hint>Leave the date empty to reopen every period.</Hint>}
      {...form.card}
    >
      <DateField label="Keep Closed Through" required={false} {...form.bind('through')} />
      <TextInput label="Reason" autoComplete="off" {...form.bind('reason')} />
    </FormCard>
  );
}

/**
 * 'Close Period' (docs/periods.md): close the books through a day so nothing dated or placed inside can be
 * recorded by mistake, reopen them with a reason, and see every change of the closed date.
 */
export function ClosePeriodPanel({ title }: { title: string }) {
  const periods = usePeriods();
  useLogFailure(periods.error, 'Error fetching periods:');
  return (
    <Panel title={title}>
      <CardGrid $wide={3}>
        <BooksCard periods={periods} />
        <CloseForm />
        <ReopenForm />
      </CardGrid>
      {periods.data && <HistoryCard history={periods.data.history} />}
    </Panel>
  );
}
