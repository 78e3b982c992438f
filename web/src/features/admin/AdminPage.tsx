import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../app/theme';
import { Page, PageTitle } from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { useMediaQuery } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { useRole } from '../auth';
import { adminActions, groupActions, HOME_ACTION } from './admin-actions';
import { ActionNav } from './layout/ActionNav';
import { SelectorField } from './layout/SelectorCard';

/** The width of the list of actions beside the panel on a desktop. */
const NAV_WIDTH = '15rem';

/**
 * On a desktop the list of actions takes a column of its own, beside the panel rather than out of
 * its width: the widest tables keep the room they have without it.
 */
const Frame = styled(Page)`
  ${({ theme }) => theme.media.up('xxl')} {
    display: grid;
    grid-template-columns: ${NAV_WIDTH} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
    align-items: start;
    max-width: calc(${({ theme }) => theme.layout.contentMaxWidth} + ${NAV_WIDTH} + ${({ theme }) => theme.space.xl});
  }
`;

const Main = styled.div`
  min-width: 0;
`;

const ActionPicker = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const ReadOnlyNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const ACTION_PARAM = 'action';

/**
 * Route `/admin`: pick an action from the dropdown (grouped: Reports, Record, ...), or on a desktop
 * from the list beside it; its panel shows below. It opens on the Investors table. An auditor is offered the read-only actions only,
 * under a note saying so.
 */
export function AdminPage() {
  const { partnerLabel } = useAppConfig();
  const auditor = useRole() === 'auditor';
  const everyAction = useMemo(() => adminActions(partnerLabel), [partnerLabel]);
  const actions = useMemo(() => everyAction.filter((action) => !auditor || action.readOnly), [everyAction, auditor]);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(ACTION_PARAM);
  const selected = actions.find((action) => action.id === asked);
  // With no action asked for, the page opens on the Investors table (the dropdown stays at its prompt).
  const shown = asked === null ? actions.find((action) => action.id === HOME_ACTION) : selected;
  // A link to an action that is not theirs (an auditor sent a form's address) says so instead of showing nothing.
  const notYours = selected ? undefined : everyAction.find((action) => action.id === asked);
  const groups = useMemo(() => groupActions(actions), [actions]);
  // Drawn only on a wide desktop, never as a hidden second copy of the dropdown's list.
  usePageTitle((shown ?? notYours)?.label, 'Admin');
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.xxl}px)`);

  return (
    <Frame>
      {desktop && <ActionNav groups={groups} current={shown?.id} />}
      <Main>
        <PageTitle>Admin Page</PageTitle>
        {auditor && (
          <ReadOnlyNote role="note" aria-label="Read-only view">
            You are signed in as an <strong>auditor</strong>: this view is read-only. You can open every report and every investor&apos;s
            page, and each one you open is noted in the audit trail.
          </ReadOnlyNote>
        )}
        <ActionPicker>
          <SelectorField
            label="Select Admin Action:"
            options={groups.map(({ group, actions: inGroup }) => ({
              group,
              options: inGroup.map(({ id, label }) => ({ value: id, label })),
            }))}
            value={selected?.id ?? ''}
            onChange={(id) => setSearchParams(id === '' ? {} : { [ACTION_PARAM]: id })}
          />
        </ActionPicker>
        {notYours && (
          <ReadOnlyNote role="alert">
            <strong>{notYours.label}</strong> changes the books, and an auditor&apos;s view is read-only: it is not yours to open. Pick a
            report from the list above.
          </ReadOnlyNote>
        )}
        {shown && <shown.Panel key={shown.id} title={shown.label} />}
      </Main>
    </Frame>
  );
}
