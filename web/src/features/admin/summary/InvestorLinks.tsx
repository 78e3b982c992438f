import { Link } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const InvestorLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The 'Investors' list: each name opens that investor's summary. */
export function InvestorLinks({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <p>No Investors available.</p>;
  return (
    <List>
      {names.map((name) => (
        <Item key={name}>
          <InvestorLink to={`/investor/${encodeURIComponent(name)}`}>{name}</InvestorLink>
        </Item>
      ))}
    </List>
  );
}
