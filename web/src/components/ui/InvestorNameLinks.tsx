import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The page of an investor's summary. */
export const investorSummaryPath = (name: string) => `/investor/${encodeURIComponent(name)}`;

const List = styled.ul<{ $columns: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $columns, theme }) =>
    $columns &&
    css`
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0 ${theme.space.lg};

      ${theme.media.up('md')} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }

      ${theme.media.up('lg')} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    `}
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const InvestorLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} 0;
  font-weight: 600;
  overflow-wrap: break-word;
`;

/**
 * Investor names, each a link to that investor's summary; `columns` lays them out in up to three
 * columns; `search` ('?as_of=...') opens each summary at that view.
 */
export function InvestorNameLinks({
  names,
  columns = false,
  search = '',
}: {
  names: readonly string[];
  columns?: boolean;
  search?: string;
}) {
  return (
    <List $columns={columns}>
      {names.map((name) => (
        <Item key={name}>
          <InvestorLink to={`${investorSummaryPath(name)}${search}`}>{name}</InvestorLink>
        </Item>
      ))}
    </List>
  );
}
