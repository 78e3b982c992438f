import { NOW, type ReportTime } from '../../../../lib/report-time';
import type { InvestorReturns } from '../../api/answers';
import { useInvestorReturns } from '../../api/use-investor-returns';
import { Columns, Stack } from '../layout';
import { FeesCard } from './FeesCard';
import { ReturnsCards } from './ReturnsCards';
import { ReturnsWorkings } from './ReturnsWorkings';

export interface ReturnsSectionProps {
  investorName: string;
  /** One property's returns; the whole portfolio's when absent. */
  propertyName?: string;
  /** 'YYYY' of the year the fees table marks as year to date. */
  thisYear: string;
  /** The view in time of the page (today unless given). */
  time?: ReportTime;
}

/**
 * The returns of the investor (or of one property) as of today (or the page's day and moment): IRR, Equity Multiple, DPI and
 * Cash-on-Cash or fees, how they are computed from the dated flows, and the fees per month.
 * Nothing until they have loaded; a failure is logged and leaves the rest of the page as it is.
 */
export function ReturnsSection({ investorName, propertyName, thisYear, time = NOW }: ReturnsSectionProps) {
  const { data } = useInvestorReturns(investorName, propertyName, time);
  if (!data) return null;
  return (
    <Stack>
      <ReturnsCards returns={data} />
      <ReturnsDetails returns={data} thisYear={thisYear} />
    </Stack>
  );
}

/** How the returns are computed, beside the fees per year and month. */
function ReturnsDetails({ returns, thisYear }: { returns: InvestorReturns; thisYear: string }) {
  return (
    <Columns of="workingsAndFees">
      <ReturnsWorkings returns={returns} />
      <FeesCard returns={returns} thisYear={thisYear} />
    </Columns>
  );
}
