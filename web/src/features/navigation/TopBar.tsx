import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/ui';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  }
`;

const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.01em;

  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
    transform: rotate(45deg);
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.headerText};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
    text-decoration: underline;
  }

  ${({ theme }) => theme.media.up('md')} {
    padding: 0 ${({ theme }) => theme.space.md};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.accent};
  }
`;

const SignOutButton = styled(Button)`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Spec rules for which links the bar offers on a given path. */
export function navLinksFor(pathname: string, isAdmin: boolean): { admin: boolean; investorSummary: boolean } {
  return {
    admin: isAdmin && pathname !== '/admin',
    investorSummary: !pathname.startsWith('/investor'),
  };
}

export interface TopBarProps {
  brandTitle: string;
  isAdmin: boolean;
  onSignOut: () => void;
}

/** Banner with the brand and the signed-in user's navigation. */
export function TopBar({ brandTitle, isAdmin, onSignOut }: TopBarProps) {
  const { pathname } = useLocation();
  const links = navLinksFor(pathname, isAdmin);

  return (
    <Header>
      <Bar>
        <Brand>{brandTitle}</Brand>
        <nav aria-label="Main">
          <NavList>
            {links.admin && (
              <li>
                <NavLink to="/admin">Admin</NavLink>
              </li>
            )}
            {links.investorSummary && (
              <li>
                <NavLink to="/investor">Investor Summary</NavLink>
              </li>
            )}
            {pathname !== '/change-password' && (
              <li>
                <NavLink to="/change-password">Change Password</NavLink>
              </li>
            )}
            {pathname !== '/security' && (
              <li>
                <NavLink to="/security">Two-Factor Sign-In</NavLink>
              </li>
            )}
            <li>
              <SignOutButton $variant="ghost" onClick={onSignOut}>
                Sign Out
              </SignOutButton>
            </li>
          </NavList>
        </nav>
      </Bar>
    </Header>
  );
}
