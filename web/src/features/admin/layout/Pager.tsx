import styled from 'styled-components';
import { Button } from '../../../components/ui';
import { formatCount } from '../../../lib/format';
import { spreadRow } from './rows';

const Bar = styled.nav`
  ${spreadRow}
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const PageText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface PagerProps {
  /** The navigation's name ('Audit trail pages'). */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** After 'Page 2 of 3 · ': how many there are in all ('120 events'). */
  total: string;
  onPage: (page: number) => void;
  /** While the next page is on its way. */
  busy?: boolean;
}

/** Previous, 'Page 2 of 3 · 120 events' (announced as it changes), Next. */
export function Pager({ label, page, pageCount, total, onPage, busy = false }: PagerProps) {
  return (
    <Bar aria-label={label}>
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <PageText aria-live="polite">
        Page {formatCount(page)} of {formatCount(pageCount)} · {total}
      </PageText>
      <Button variant="secondary" disabled={page >= pageCount || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
