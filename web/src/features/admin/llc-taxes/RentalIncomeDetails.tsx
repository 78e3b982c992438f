import { Group, SectionHeading } from '../layout/Panel';
import { unionKeys, type LlcTaxes } from './api/answers';
import { AmountPairTable } from './AmountMapTable';

/** 'Rental Income Details': one table per member of income and UBIA by rental property. */
export function RentalIncomeDetails({ taxes }: { taxes: LlcTaxes }) {
  const income = taxes.rental_income_by_member_by_property ?? {};
  const ubia = taxes.ubia_by_member_by_property ?? {};
  const members = unionKeys(income, ubia);
  if (members.length === 0) return <p>No rental properties.</p>;
  return (
    <>
      {members.map((member) => (
        <Group key={member} aria-label={`Rental income of ${member}`}>
          <SectionHeading as="h4">{member}</SectionHeading>
          <AmountPairTable
            caption={`Rental income of ${member}`}
            nameHeader="Property"
            first={{ header: 'Income', amounts: income[member] }}
            second={{ header: 'UBIA', amounts: ubia[member] }}
            emptyText="No rental properties."
          />
        </Group>
      ))}
    </>
  );
}
