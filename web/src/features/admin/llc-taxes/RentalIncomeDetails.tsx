import { DataTable, type DataTableColumn } from '../../../components/ui';
import { Group, SectionHeading } from '../layout/Panel';
import { unionKeys, type LlcTaxes } from './api/answers';
import { taxMoney } from './tax-money';

interface RentalRow {
  property: string;
  income: number;
  ubia: number;
}

const columns: DataTableColumn<RentalRow>[] = [
  { key: 'property', header: 'Property', cell: (row) => row.property },
  { key: 'income', header: 'Income', cell: (row) => taxMoney(row.income), align: 'end' },
  { key: 'ubia', header: 'UBIA', cell: (row) => taxMoney(row.ubia), align: 'end' },
];

/** 'Rental Income Details': one table per member of income and UBIA by rental property. */
export function RentalIncomeDetails({ taxes }: { taxes: LlcTaxes }) {
  const income = taxes.rental_income_by_member_by_property ?? {};
  const ubia = taxes.ubia_by_member_by_property ?? {};
  const members = unionKeys(income, ubia);
  if (members.length === 0) return <p>No rental properties.</p>;
  return (
    <>
      {members.map((member) => {
        const rows = unionKeys(income[member], ubia[member]).map((property) => ({
          property,
          income: income[member]?.[property] ?? 0,
          ubia: ubia[member]?.[property] ?? 0,
        }));
        return (
          <Group key={member} aria-label={`Rental income of ${member}`}>
            <SectionHeading as="h4">{member}</SectionHeading>
            <DataTable
              caption={`Rental income of ${member}`}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.property}
              emptyText="No rental properties."
            />
          </Group>
        );
      })}
    </>
  );
}
