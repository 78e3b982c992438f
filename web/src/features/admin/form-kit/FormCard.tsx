import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { spreadRow } from '../layout/rows';
import { ProblemMessage } from './ProblemMessage';
import { Button, Card } from '../../../components/ui';

const Heading = styled.h2<{ $level: 2 | 3 }>`
  font-size: ${({ theme, $level }) => ($level === 2 ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * Two columns when the card (not the window) has room for two fields of 16rem, else one; a form of
 * one field (in a half-width card) gives it the whole row rather than half of it.
 */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, max(16rem, calc((100% - ${({ theme }) => theme.space.md}) / 2))), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** A field that takes the whole row of the two-column grid (notes, descriptions). */
export const WideField = styled.div`
  grid-column: 1 / -1;
`;

const Footer = styled.div`
  ${spreadRow}
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  & > button {
    margin-left: auto;
  }

  ${({ theme }) => theme.media.down('sm')} {
    & > button {
      width: 100%;
    }
  }
`;

export interface FormCardProps {
  title: string;
  /** h2 for a panel's own form, h3 for one of several forms in a panel. */
  level?: 2 | 3;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending?: boolean;
  submitLabel?: string;
  /** Shown beside the button (a withdrawal maximum). */
  footer?: ReactNode;
  /** Why the last submit was refused (empty fields, over a maximum, the server's message). */
  message?: string | undefined;
  children: ReactNode;
}

/** A card holding one admin form, named by its heading so it is a landmark screen readers list. */
export function FormCard({
  title,
  level = 2,
  onSubmit,
  pending = false,
  submitLabel = 'Submit',
  footer,
  message,
  children,
}: FormCardProps) {
  const headingId = useId();
  return (
    <Card>
      <Heading as={`h${level}`} $level={level} id={headingId}>
        {title}
      </Heading>
      {/* The form's own checks decide (console line, alert, the message below); the browser's bubbles would pre-empt them. */}
      <form onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
        <Fields>{children}</Fields>
        <ProblemMessage role="alert">{message}</ProblemMessage>
        <Footer>
          {footer}
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </Footer>
      </form>
    </Card>
  );
}
