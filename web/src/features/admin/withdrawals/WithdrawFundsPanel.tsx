import { Panel } from '../layout/Panel';
import { CashWithdrawalForm, DepositWithdrawalForm, InvestmentWithdrawalForm } from './WithdrawalForm';

/** 'Withdraw Funds': the three withdrawal forms, each with its own server-given maximum. */
export function WithdrawFundsPanel({ title }: { title: string }) {
  return (
    <Panel title={title}>
      <CashWithdrawalForm />
      <InvestmentWithdrawalForm />
      <DepositWithdrawalForm />
    </Panel>
  );
}
