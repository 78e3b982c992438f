import styled from 'styled-components';

/**
 * Why the last action was refused (a form's submit, a deletion); empty (but present, so it is
 * announced when filled) otherwise.
 */
export const ProblemMessage = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  overflow-wrap: break-word;

  /* Kept in the page while empty: a live region added with its text is not reliably announced. */
  &:empty {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;
