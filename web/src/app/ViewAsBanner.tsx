import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRole } from '../features/auth';

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > p {
    margin: 0;
  }
`;

const Back = styled(Link)`
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * Over an investor's page opened by an administrator or an auditor: whose page it is, that it is
 * read-only and that the view is in the audit trail (the server notes it), and the way back to the
 * admin page.
 */
export function ViewAsBanner() {
  const { investor_name: investorName = '' } = useParams();
  const viewer = useRole() === 'auditor' ? "Auditor's view" : "Administrator's view";
  return (
    <Banner aria-label={viewer}>
      <p>
        You are viewing <strong>{investorName}</strong>&apos;s page as they see it. It is read-only, and your view is noted in the audit
        trail.
      </p>
      <Back to="/admin?action=admin-summary">Back to the Admin Page</Back>
    </Banner>
  );
}
