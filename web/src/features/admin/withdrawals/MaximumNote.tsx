import styled from 'styled-components';
import { formatCurrency } from '../../../lib/format';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The fetched limit beside the button; announced politely when it changes. */
export function MaximumNote({ label, maximum, shown }: { label: string; maximum: number; shown: boolean }) {
  return (
    <Note aria-live="polite">
      {shown ? `${label}: ${formatCurrency(maximum)}` : 'Choose the selections above to see the maximum.'}
    </Note>
  );
}
