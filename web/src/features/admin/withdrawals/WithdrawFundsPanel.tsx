import { Panel } from '../layout/Panel';
import { WITHDRAWALS, WithdrawalForm } from './WithdrawalForm';

/** 'Withdraw Funds': the three withdrawal forms, each with its own server-given maximum. */
export function WithdrawFundsPanel({ title }: { title: string }) {
  return (
    <Panel title={title}>
      {WITHDRAWALS.map((description) => (
        <WithdrawalForm key={description.title} description={description} />
      ))}
    </Panel>
  );
}
