import { formatDate } from '../../../lib/format';
import { FigureList } from '../layout/FigureList';
import type { LlcTaxes } from './api/answers';
import { taxMoney } from './tax-money';

/** The LLC's own facts and its year's totals, as the return's first page asks for them. */
export function LlcFacts({ taxes }: { taxes: LlcTaxes }) {
  return (
    <FigureList
      figures={[
        ['Address', taxes.address],
        ['Date Started', formatDate(taxes.date_started)],
        ['Principal Business Activity', taxes.principal_business_activity],
        ['Principal Product', taxes.principal_product],
        ['Business Code Number', taxes.business_code_number],
        ['Total LLC Assets', taxMoney(taxes.total_assets)],
        ['Ordinary Business Income', taxMoney(taxes.ordinary_business_income)],
        ['Total Rental Income', taxMoney(taxes.total_rental_income)],
        ['Total Dividend Income', taxMoney(taxes.total_dividend_income)],
        ['Total Income', taxMoney(taxes.total_income)],
        ['Total Active Income', taxMoney(taxes.total_active_income)],
      ]}
    />
  );
}
