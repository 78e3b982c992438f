import styled from 'styled-components';
import { formatCurrency } from '../../../lib/format';
import type { WithdrawalMaximum } from './api/withdrawal-maximum';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TEXTS = {
  idle: () => 'Choose the selections above to see the maximum.',
  fetching: () => 'Fetching the maximum...',
  ready: (label: string, maximum: number) => `${label}: ${formatCurrency(maximum)}`,
} as const;

export interface MaximumNoteProps {
  label: string;
  maximum: number;
  status: WithdrawalMaximum['status'];
}

/** The fetched limit beside the button, shown only once fetched; announced politely when it changes. */
export function MaximumNote({ label, maximum, status }: MaximumNoteProps) {
  return <Note aria-live="polite">{TEXTS[status](label, maximum)}</Note>;
}
