import { useId } from 'react';
import styled from 'styled-components';
import { formatCurrency, formatDate } from '../../../lib/format';
import { refusalText } from '../form-kit';
import { usePreview } from './api/use-preview';
import { ScheduleTable } from './HistoryTables';
import type { OpenBody } from './open-contract-body';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How many installments the preview shows before the last one (the balloon). */
const FIRST_ROWS = 3;

/**
 * The planned schedule of the terms as typed, asked of the server as typing pauses: the first
 * installments and the last, which pays everything left (the balloon).
 */
export function SchedulePreview({ body }: { body: OpenBody | null }) {
  const preview = usePreview('/admin/preview_land_contract', body);
  const plan = preview.data;
  const rows = plan ? [...plan.schedule.slice(0, FIRST_ROWS), ...plan.schedule.slice(FIRST_ROWS).slice(-1)] : [];
  const balloon = plan?.schedule.at(-1);
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId} aria-live="polite">
      <Heading id={headingId}>Planned schedule (preview)</Heading>
      {!plan && <Note>{preview.error ? refusalText(preview.error) : 'Fill in the terms to see the installments they plan.'}</Note>}
      {plan && balloon && (
        <>
          <Note>
            Principal {formatCurrency(plan.principal)}, late fee {formatCurrency(plan.late_fee_amount)}, {plan.schedule.length} installments
            to {formatDate(plan.maturity_date)}; the last one, {formatCurrency(balloon.payment)}, pays everything left.
          </Note>
          <ScheduleTable rows={rows} caption="Planned schedule preview" />
        </>
      )}
    </Box>
  );
}
