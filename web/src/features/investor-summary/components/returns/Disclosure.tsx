import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.md};

  & > summary {
    cursor: pointer;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * A summary line that opens to its content. The content (a long table) is rendered only once it is
 * first opened: closed, it would cost the page's first render for nothing.
 */
export function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <Details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children}
    </Details>
  );
}
