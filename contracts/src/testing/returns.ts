import type { CallResponse } from '../api/call';
import type { firmReturns, investorReturns } from '../api/investor-reports';

type Returns = CallResponse<typeof investorReturns>;
type FirmLine = CallResponse<typeof firmReturns>['investors'][number];
type Headline = Omit<FirmLine, 'investor_name' | 'total_fees'>;

/**
 * The worked example of docs/figures.md (Returns), as of 2022-12-31: 100,000.00 put into one
 * property on 2022-01-01, 3,000.00 taken in cash at each quarter end, 100,000.00 still held. The
 * server's test records it and the investor page's tests show it, so both speak of the same figures.
 */
export const workedReturns = {
  headline: {
    xirr: 12.59,
    tvpi: 1.12,
    dpi: 0.12,
    total_contributed: 100_000,
    total_distributed: 12_000,
    total_capital_returned: 0,
    nav: 100_000,
  } satisfies Headline,
  /** The dated flows behind the headline, the contribution made into `property`. */
  flows: (property: string): Returns['flows'] => [
    { date: '2022-01-01', amount: -100_000, kind: 'contribution', property_name: property },
    { date: '2022-03-31', amount: 3_000, kind: 'distribution', property_name: null },
    { date: '2022-06-30', amount: 3_000, kind: 'distribution', property_name: null },
    { date: '2022-09-30', amount: 3_000, kind: 'distribution', property_name: null },
    { date: '2022-12-31', amount: 3_000, kind: 'distribution', property_name: null },
    { date: '2022-12-31', amount: 100_000, kind: 'value', property_name: null },
  ],
};

/** The returns of an investor who has put nothing in: no rate and no multiple is meaningful, every amount is 0. */
export const nothingPutIn = {
  xirr: null,
  tvpi: null,
  dpi: null,
  total_contributed: 0,
  total_distributed: 0,
  total_capital_returned: 0,
  nav: 0,
  total_fees: 0,
} satisfies Omit<FirmLine, 'investor_name'>;
