import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { adminActions } from './admin-actions';
import { SelectorField } from './layout/SelectorCard';

const ActionPicker = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const ACTION_PARAM = 'action';

/** Route `/admin`: pick an action from the dropdown; its panel shows below. */
export function AdminPage() {
  const { partnerLabel } = useAppConfig();
  const actions = useMemo(() => adminActions(partnerLabel), [partnerLabel]);
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = actions.find((action) => action.id === searchParams.get(ACTION_PARAM));

  return (
    <Page>
      <PageTitle>Admin Page</PageTitle>
      <ActionPicker>
        <SelectorField
          label="Select Admin Action:"
          options={actions.map(({ id, label }) => ({ value: id, label }))}
          value={selected?.id ?? ''}
          onChange={(id) => setSearchParams(id === '' ? {} : { [ACTION_PARAM]: id })}
        />
      </ActionPicker>
      {selected && <selected.Panel key={selected.id} title={selected.label} />}
    </Page>
  );
}
