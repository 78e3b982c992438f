import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
`;

const Term = styled.dt`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  text-align: right;
  font-variant-numeric: tabular-nums;
  overflow-wrap: break-word;
`;

const Pair = styled.div`
  display: contents;
`;

/**
 * A run's facts, label and value per line. Unlike the totals' FigureList the labels keep their
 * width and the values wrap between words, since a value here (the read models, a date and time)
 * can be longer than a phone's line.
 */
export function RunFacts({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <List>
      {facts.map(([label, value]) => (
        <Pair key={label}>
          <Term>{label}</Term>
          <Value>{value}</Value>
        </Pair>
      ))}
    </List>
  );
}
