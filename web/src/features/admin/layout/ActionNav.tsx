import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminAction, AdminGroup } from '../admin-actions';

const Nav = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.space.md};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const GroupName = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  &:first-child {
    margin-top: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-decoration: underline;
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

function Group({ group, actions, current }: { group: AdminGroup; actions: readonly AdminAction[]; current: string | undefined }) {
  const nameId = useId();
  return (
    <>
      <GroupName id={nameId}>{group}</GroupName>
      <List aria-labelledby={nameId}>
        {actions.map(({ id, label }) => (
          <li key={id}>
            <Item to={`/admin?action=${id}`} aria-current={id === current ? 'page' : undefined}>
              {label}
            </Item>
          </li>
        ))}
      </List>
    </>
  );
}

export interface ActionNavProps {
  groups: readonly { group: AdminGroup; actions: readonly AdminAction[] }[];
  /** The id of the action shown. */
  current: string | undefined;
}

/** The desktop's list of the admin actions, group by group, beside the panel: each a link, the one shown marked. */
export function ActionNav({ groups, current }: ActionNavProps) {
  return (
    <Nav aria-label="Admin actions">
      {groups.map(({ group, actions }) => (
        <Group key={group} group={group} actions={actions} current={current} />
      ))}
    </Nav>
  );
}
