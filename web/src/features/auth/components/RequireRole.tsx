import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, PageTitle } from '../../../components/ui';
import { useRole } from '../api/use-admin-level';
import { NotAllowedPage } from './NotAllowedPage';

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** While the role is asked: nothing of either page is shown or fetched yet, only their common title. */
function CheckingRole({ title }: { title: string | undefined }) {
  return (
    <Page>
      {title && <PageTitle>{title}</PageTitle>}
      <Status role="status">Loading...</Status>
    </Page>
  );
}

/**
 * One path, a page per role (`title`: the heading both share, shown while the role is asked): `/investor` is the investor's own summary, and for an admin (who has
 * none) the investor picker. Neither is rendered before the role is known, so neither makes a call
 * meant for the other.
 */
export function ByRole({ admin, investor, title }: { admin: ReactNode; investor: ReactNode; title?: string }) {
  const role = useRole();
  if (role === 'pending') return <CheckingRole title={title} />;
  return role === 'admin' ? admin : investor;
}

/** The admin area: an investor gets a plain "not allowed" page and the admin calls are never made. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <ByRole admin={children} investor={<NotAllowedPage />} />;
}
