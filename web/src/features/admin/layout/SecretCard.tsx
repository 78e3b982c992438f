import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CopyButton } from '../../../components/ui';
import { SectionHeading } from './Panel';

const Secret = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};

  & > code {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

/** A sentence of a secret card's instructions. */
export const SecretText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** The steps of registering with the secret. */
export const SecretSteps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-inline-start: 1.25rem;
  /* The address is one long word: it may break anywhere rather than leave the card. */
  overflow-wrap: anywhere;

  & > li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** Where a person registers with a secret, on this portal. */
export const registerAddress = () => `${window.location.origin}/register`;

/**
 * 'Registration secret for {name}': a registration secret in a card of its own, with a button that
 * copies it and what the person does with it (`children`), so it is handed on without retyping it
 * from an alert.
 */
export function SecretCard({ name, secret, children }: { name: string; secret: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Registration secret for {name}</SectionHeading>
      <Secret>
        <code>{secret}</code>
        <CopyButton value={secret} label="registration secret" />
      </Secret>
      {children}
    </Card>
  );
}

/** What an investor does with their secret: the same whether it was just issued or asked for again. */
export function InvestorSecretCard({ name, secret }: { name: string; secret: string }) {
  return (
    <SecretCard name={name} secret={secret}>
      <SecretText>Copy it and give it to {name}, who then:</SecretText>
      <SecretSteps>
        <li>
          opens <strong>{registerAddress()}</strong>,
        </li>
        <li>registers with a username of their choice, this secret and a password of their own,</li>
        <li>signs in and sees their own investments.</li>
      </SecretSteps>
      <SecretText>It works once; Get Investor Secret shows it again until they have registered.</SecretText>
    </SecretCard>
  );
}
