import { HistoryWithTotals } from '../../../components/history';
import type { DataTableColumn } from '../../../components/ui';
import { formatCurrency } from '../../../lib/format';
import { CardGrid, DataTableCard, TableCard } from '../layout/Panel';
import type { DetailRow, PropertyDetails, PropertyInvestor } from './api/use-property-details';

const investorColumns: DataTableColumn<PropertyInvestor>[] = [
  { key: 'investor', header: 'Investor', cell: (row) => row.investor_name },
  { key: 'amount', header: 'Total Amount', cell: (row) => formatCurrency(row.total_amount), align: 'end' },
];

interface History {
  title: string;
  rows: (details: PropertyDetails) => readonly DetailRow[];
  total: (details: PropertyDetails) => number;
  emptyText: string;
}

const HISTORIES: readonly History[] = [
  { title: 'Investment History', rows: (d) => d.investments, total: (d) => d.total_investments, emptyText: 'No investments available.' },
  { title: 'Income History', rows: (d) => d.income, total: (d) => d.total_income, emptyText: 'No income available.' },
  { title: 'Expenses History', rows: (d) => d.expenses, total: (d) => d.total_expenses, emptyText: 'No expenses available.' },
  { title: 'Deposits History', rows: (d) => d.deposits, total: (d) => d.total_deposits, emptyText: 'No deposits available.' },
];

/**
 * One property's four histories (total in each subtitle; the newest rows, "Show all" and a total per
 * year; detail on hover, and as a column on wide screens) and its investors.
 */
export function PropertyDetailsView({ details }: { details: PropertyDetails }) {
  return (
    <CardGrid>
      {HISTORIES.map((history) => (
        <TableCard key={history.title} title={history.title} subtitle={`Total: ${formatCurrency(history.total(details))}`}>
          <HistoryWithTotals
            caption={history.title}
            entries={history.rows(details) ?? []}
            emptyText={history.emptyText}
            describeEntry={(row) => row.detail}
            descriptionColumn={{ header: 'Detail', from: 'xl' }}
          />
        </TableCard>
      ))}
      <DataTableCard
        title="Investors"
        columns={investorColumns}
        rows={details.investors_list ?? []}
        rowKey={(row) => row.investor_name}
        emptyText="No investors available."
      />
    </CardGrid>
  );
}
