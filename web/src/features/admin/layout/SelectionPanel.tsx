import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLogFailure } from '../api/use-log-failure';
import { Panel } from './Panel';
import { SelectorCard, type SelectorCardProps } from './SelectorCard';
import { useUrlSelection } from './use-url-selection';

export interface SelectionPanelProps<T> extends Pick<SelectorCardProps, 'label' | 'options'> {
  title: string;
  /** The URL parameter that keeps the choice (`?property=`), so a reload reopens the same view. */
  param: string;
  /** The query of the chosen name (idle while none is chosen). */
  useData: (name: string) => UseQueryResult<T>;
  /** Console prefix of a failed load. */
  failureLog: string;
  children: (data: T) => ReactNode;
}

/** A panel that shows what is recorded on one chosen property or LLC: a selector, then its data. */
export function SelectionPanel<T>({ title, param, label, options, useData, failureLog, children }: SelectionPanelProps<T>) {
  const [selection, select] = useUrlSelection([param]);
  const name = selection[param] ?? '';
  const query = useData(name);
  useLogFailure(query.error, failureLog);

  return (
    <Panel title={title}>
      <SelectorCard label={label} options={options} value={name} onChange={(value) => select({ [param]: value })} />
      {name !== '' && query.isPending && <p role="status">Loading...</p>}
      {query.data !== undefined && children(query.data)}
    </Panel>
  );
}
