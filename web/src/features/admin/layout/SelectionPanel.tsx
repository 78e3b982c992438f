import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, Loading } from '../../../components/ui';
import type { HelperListName } from '../../../lib/admin-helpers/admin-helpers';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { NOW, type ReportTime } from '../../../lib/report-time';
import { useLogFailure } from '../api/use-log-failure';
import { Panel } from './Panel';
import { usePanelTime } from './PanelTime';
import { SelectorField } from './SelectorCard';
import { useUrlSelection } from './use-url-selection';

/**
 * What a panel chooses from: the URL parameter that keeps the choice (`?property=`, so a reload
 * reopens the same view), the dropdown text and the helper list it offers.
 */
const CHOICES = {
  property: { param: 'property', label: 'Select Property:', options: 'properties' },
  llc: { param: 'llc', label: 'Select LLC:', options: 'llcs_list' },
  landContract: { param: 'property', label: 'Select Land Contract Property:', options: 'land_contract_properties' },
} as const satisfies Record<string, { param: string; label: string; options: HelperListName }>;

export interface SelectionPanelProps<T> {
  title: string;
  /** A property, an LLC or a Land Contract property. */
  of: keyof typeof CHOICES;
  /** The query of the chosen name (idle while none is chosen), at the panel's view in time. */
  useData: (name: string, time: ReportTime) => UseQueryResult<T>;
  /** Console prefix of a failed load. */
  failureLog: string;
  /** A report that can be read at another time: 'As of' and 'As known on' under the selector, and the banner saying which. */
  inTime?: boolean;
  children: (data: T) => ReactNode;
}

/** A panel that shows what is recorded on one chosen property or LLC: a selector, then its data. */
export function SelectionPanel<T>({ title, of, useData, failureLog, inTime = false, children }: SelectionPanelProps<T>) {
  const { param, label, options } = CHOICES[of];
  const helpers = useAdminHelpers();
  const [selection, select] = useUrlSelection([param]);
  const panelTime = usePanelTime();
  const time = inTime ? panelTime.time : NOW;
  const name = selection[param] ?? '';
  const query = useData(name, time);
  useLogFailure(query.error, failureLog);

  return (
    <Panel title={title}>
      <Card>
        <SelectorField label={label} options={helpers[options]} value={name} onChange={(value) => select({ [param]: value })} />
        {inTime && panelTime.fields}
      </Card>
      {inTime && panelTime.banner}
      {name !== '' && query.isPending && <Loading />}
      {query.data !== undefined && children(query.data)}
    </Panel>
  );
}
