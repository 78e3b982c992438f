import styled from 'styled-components';

/**
 * Content wrapper of one screen. `$leaving` fades it out over the 500 ms page transition;
 * `$centered` is for the narrow sign-in style screens.
 */
export const Page = styled.div<{ $leaving?: boolean; $centered?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $centered }) => ($centered ? '28rem' : theme.layout.contentMaxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.pageMs}ms ease-in-out;

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme, $centered }) => ($centered ? `${theme.space.xxl} ${theme.space.md}` : `${theme.space.xl}`)};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 650;
  color: ${({ theme }) => theme.colors.text};
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
