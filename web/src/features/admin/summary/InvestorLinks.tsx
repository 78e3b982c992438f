import { InvestorNameLinks } from '../../../components/ui';

/** The 'Investors' list: each name opens that investor's summary (at the panel's view in time, `search`). */
export function InvestorLinks({ names, search }: { names: readonly string[]; search?: string }) {
  if (names.length === 0) return <p>No Investors available.</p>;
  return <InvestorNameLinks names={names} search={search} />;
}
