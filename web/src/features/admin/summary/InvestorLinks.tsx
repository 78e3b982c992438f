import { InvestorNameLinks } from '../../../components/ui';

/** The 'Investors' list: each name opens that investor's summary. */
export function InvestorLinks({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <p>No Investors available.</p>;
  return <InvestorNameLinks names={names} />;
}
