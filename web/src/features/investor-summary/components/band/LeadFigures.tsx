import { Money } from '../../../../components/history';
import { Loading } from '../../../../components/ui';
import { formatMultiple, formatPercent } from '../../../../lib/format';
import type { ReportTime } from '../../../../lib/report-time';
import type { InvestorReturns, InvestorSummary } from '../../api/answers';
import { useInvestorReturns } from '../../api/use-investor-returns';
import { FigureTile, FigureTiles, NO_RATE, NOTHING_CONTRIBUTED } from '../figures/FigureTile';
import { Disclosure } from '../returns/Disclosure';
import { ReturnsWorkings } from '../returns/ReturnsWorkings';
import styles from './LeadFigures.module.css';

const percentOrNone = (value: number | null) => (value === null ? null : formatPercent(value));
const multipleOrNone = (value: number | null) => (value === null ? null : formatMultiple(value));

/** The five figures of the band, from the portfolio's returns as of the page's day. */
function Figures({ returns }: { returns: InvestorReturns }) {
  return (
    <FigureTiles columns={5}>
      <FigureTile title="Value (NAV)" value={<Money dollars={returns.nav} />} />
      <FigureTile title="Contributed" value={<Money dollars={returns.total_contributed} />} />
      <FigureTile title="Distributed" value={<Money dollars={returns.total_distributed} />} />
      <FigureTile title="IRR" value={percentOrNone(returns.xirr)} note={returns.xirr === null ? NO_RATE : undefined} />
      <FigureTile
        title="Equity Multiple"
        value={multipleOrNone(returns.tvpi)}
        note={returns.tvpi === null ? NOTHING_CONTRIBUTED : undefined}
      />
    </FigureTiles>
  );
}

/**
 * What the money is worth and what came back: Value (NAV), Contributed, Distributed, IRR and Equity
 * Multiple, then how each is computed, closed until asked for. The returns were asked for with the
 * summary; until they are here the band says so, and should they fail the rest of the page stands.
 */
export function LeadFigures({ summary, investorName, time }: { summary: InvestorSummary; investorName: string; time: ReportTime }) {
  const { data: returns, isError } = useInvestorReturns(investorName, undefined, time);
  if (!returns) {
    return isError ? (
      <p className={styles.status} role="status">
        Your returns could not be loaded just now.
      </p>
    ) : (
      <Loading label="Loading your returns..." />
    );
  }
  return (
    <>
      <Figures returns={returns} />
      <Disclosure summary="How is this computed?">
        <ReturnsWorkings returns={returns} summary={summary} />
      </Disclosure>
    </>
  );
}
