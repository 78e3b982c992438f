import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** Shared look of the sign-in and registration cards. */
export const AuthHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space.lg};

  &::after {
    content: '';
    display: block;
    width: 3rem;
    height: 3px;
    margin: ${({ theme }) => theme.space.md} auto 0;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.up('sm')} {
    font-size: 2rem;
  }
`;

export const HeadingLead = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

/** A notice on a sign-in card (why the person is here again). */
export const AuthNotice = styled.p<{ $error?: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSurface : theme.colors.surfaceMuted)};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
  font-weight: 600;
`;

/** A form's outcome under its fields: what was refused (`$error`, an alert) or what was done (a status). */
export const FormMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

/** Small print beside a form: a hint, a count. */
export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why the last attempt was refused, announced at once; nothing while there is none. */
export function AuthProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <AuthNotice role="alert" $error>
      {children}
    </AuthNotice>
  );
}

/** The state FormOutcome shows, and `failed`, which puts a refused or failed call's own words in it. */
export function useFormOutcome(initialProblem: string | null = null) {
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const [done, setDone] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(error instanceof Error ? error.message : String(error));
  return { problem, setProblem, done, setDone, failed };
}

/** A form's outcome under its fields: what was refused (an alert) or what was done (a status); nothing while neither. */
export function FormOutcome({ problem, done }: { problem: string | null; done: string | null }) {
  return (
    <>
      {problem !== null && (
        <FormMessage role="alert" $error>
          {problem}
        </FormMessage>
      )}
      {done !== null && <FormMessage role="status">{done}</FormMessage>}
    </>
  );
}
