import styled from 'styled-components';

/** The page's sections, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * One column on phones; `$md`, `$lg` and `$xl` are grid-template-columns from those breakpoints up.
 * Columns are minmax(0, ...) so a wide table or chart never stretches the grid past the screen.
 */
export const Columns = styled.div<{ $md?: string; $lg?: string; $xl?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme, $md }) => $md && `${theme.media.up('md')} { grid-template-columns: ${$md}; }`}
  ${({ theme, $lg }) => $lg && `${theme.media.up('lg')} { grid-template-columns: ${$lg}; }`}
  ${({ theme, $xl }) => $xl && `${theme.media.up('xl')} { grid-template-columns: ${$xl}; }`}
`;

export const twoColumns = 'repeat(2, minmax(0, 1fr))';
export const threeColumns = 'repeat(3, minmax(0, 1fr))';
export const fourColumns = 'repeat(4, minmax(0, 1fr))';
