import type { ReactNode } from 'react';
import { Loading, Page, PageTitle } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRole } from '../api/use-admin-level';
import { NotAllowedPage } from './NotAllowedPage';

/** While the role is asked: nothing of either page is shown or fetched yet, only their common title. */
function CheckingRole({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return (
    <Page>
      {title && <PageTitle>{title}</PageTitle>}
      <Loading lines={4} />
    </Page>
  );
}

interface ByRoleProps {
  admin: ReactNode;
  /** An auditor's page: the admin's, read-only (docs/security.md, Roles). */
  auditor: ReactNode;
  investor: ReactNode;
  /** The heading the pages share, shown while the role is asked. */
  title?: string;
}

/**
 * One path, a page per role: `/investor` is the investor's own summary, and for an admin or an
 * auditor (who have none) the investor picker. None is rendered before the role is known, so none
 * makes a call meant for another.
 */
export function ByRole({ admin, auditor, investor, title }: ByRoleProps) {
  const role = useRole();
  if (role === 'pending') return <CheckingRole title={title} />;
  if (role === 'auditor') return auditor;
  return role === 'admin' ? admin : investor;
}

/**
 * The back office: administrators, and auditors (who get its read-only view). An investor gets a
 * plain "not allowed" page and the admin calls are never made.
 */
export function RequireBackOffice({ children }: { children: ReactNode }) {
  return <ByRole admin={children} auditor={children} investor={<NotAllowedPage />} />;
}
