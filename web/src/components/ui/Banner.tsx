import styled from 'styled-components';

/**
 * A notice over a page that says what kind of view it is (an administrator's view of an investor's
 * page, a statement of another day), with its way back on the right; name it with `aria-label`.
 * `$tone` 'past' marks a view of another time.
 */
export const Banner = styled.aside<{ $tone?: 'view' | 'past' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-left: 6px solid ${({ theme, $tone = 'view' }) => ($tone === 'past' ? theme.colors.accent : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > p {
    margin: 0;
  }
`;
