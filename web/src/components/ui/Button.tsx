import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: currentColor;
    color: inherit;
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.12);
    }
  `,
};

/** `type` defaults to "button" so a button inside a form only submits when asked to. */
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({
  type: type ?? 'button',
}))<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  letter-spacing: 0.04em;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease;

  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
