import { Group, SectionHeading } from '../layout/Panel';
import type { LlcTaxes } from './api/answers';
import { AmountMapGroup, AmountPairTable } from './AmountMapTable';

/** 'Income Summary': rental income by member, and dividend income and expenses by member. */
export function IncomeSummary({ taxes }: { taxes: LlcTaxes }) {
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
        <AmountPairTable
          caption="Dividend Income by Member"
          nameHeader="Member"
          first={{ header: 'Income', amounts: taxes.dividend_income_by_member }}
          second={{ header: 'Expenses', amounts: taxes.dividend_expenses_by_member }}
          emptyText="No dividend income available."
        />
      </Group>
    </>
  );
}
