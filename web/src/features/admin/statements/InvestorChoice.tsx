import styled from 'styled-components';
import { Choice, ChoiceRow, ChoiceSet } from './choice-styles';

/** The investors to pick from, in a box that scrolls past a dozen names; two columns where there is room. */
const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
  max-height: 16rem;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface InvestorChoiceProps {
  investors: readonly string[];
  /** null for every investor; else the names chosen. */
  chosen: readonly string[] | null;
  onChange: (chosen: readonly string[] | null) => void;
}

/** Every investor, or the ones ticked in the list. */
export function InvestorChoice({ investors, chosen, onChange }: InvestorChoiceProps) {
  const toggle = (name: string) =>
    onChange(
      chosen?.includes(name)
        ? chosen.filter((other) => other !== name)
        : investors.filter((other) => other === name || chosen?.includes(other)),
    );
  return (
    <ChoiceSet>
      <legend>Investors</legend>
      <ChoiceRow>
        <Choice>
          <input type="radio" name="investor-scope" checked={chosen === null} onChange={() => onChange(null)} />
          All {investors.length} investors
        </Choice>
        <Choice>
          <input type="radio" name="investor-scope" checked={chosen !== null} onChange={() => onChange([])} />
          Chosen investors
        </Choice>
      </ChoiceRow>
      {chosen !== null && (
        <>
          <Names role="group" aria-label="Choose investors">
            {investors.map((name) => (
              <Choice key={name}>
                <input type="checkbox" checked={chosen.includes(name)} onChange={() => toggle(name)} />
                {name}
              </Choice>
            ))}
          </Names>
          <Count aria-live="polite">{chosen.length === 1 ? '1 investor chosen' : `${chosen.length} investors chosen`}</Count>
        </>
      )}
    </ChoiceSet>
  );
}
