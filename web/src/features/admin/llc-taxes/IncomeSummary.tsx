import { DataTable, type DataTableColumn } from '../../../components/ui';
import { Group, SectionHeading } from '../layout/Panel';
import { unionKeys, type LlcTaxes } from './api/answers';
import { AmountMapGroup } from './AmountMapTable';
import { taxMoney } from './tax-money';

interface DividendRow {
  member: string;
  income: number;
  expenses: number;
}

const dividendColumns: DataTableColumn<DividendRow>[] = [
  { key: 'member', header: 'Member', cell: (row) => row.member },
  { key: 'income', header: 'Income', cell: (row) => taxMoney(row.income), align: 'end' },
  { key: 'expenses', header: 'Expenses', cell: (row) => taxMoney(row.expenses), align: 'end' },
];

/** 'Income Summary': rental income by member, and dividend income and expenses by member. */
export function IncomeSummary({ taxes }: { taxes: LlcTaxes }) {
  const dividendRows = unionKeys(taxes.dividend_income_by_member, taxes.dividend_expenses_by_member).map((member) => ({
    member,
    income: taxes.dividend_income_by_member?.[member] ?? 0,
    expenses: taxes.dividend_expenses_by_member?.[member] ?? 0,
  }));
  return (
    <>
      <AmountMapGroup
        caption="Rental Income by Member"
        nameHeader="Member"
        amounts={taxes.rental_income_by_member}
        emptyText="No rental income available."
      />
      <Group>
        <SectionHeading as="h4">Dividend Income by Member</SectionHeading>
        <DataTable
          caption="Dividend Income by Member"
          columns={dividendColumns}
          rows={dividendRows}
          rowKey={(row) => row.member}
          emptyText="No dividend income available."
        />
      </Group>
    </>
  );
}
