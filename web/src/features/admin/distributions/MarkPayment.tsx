import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui';
import { formatCurrency } from '../../../lib/format';
import { refusalText, Select } from '../form-kit';
import { useMarkPayment, type DistributionRun, type RunLine } from './api/distribution-calls';
import { RETURN_CODES, returnCodeText } from './return-codes';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Side by side when the column has room; one under the other, each as wide as the column, when not. */
const Buttons = styled(Row)`
  & > button {
    flex: 1 1 auto;
    white-space: nowrap;
  }
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const CODE_OPTIONS = Object.keys(RETURN_CODES).map((code) => ({ value: code, label: returnCodeText(code) }));

/**
 * A sent payment's outcome at the bank: Mark Settled, or Mark Returned, which voids the payment's cash
 * withdrawal (the amount is back in the investor's cash balance, for the next run): an ACH payment
 * with the bank's ACH return code, a cheque (bounced, or never cashed) without one. Each asks first;
 * a refusal is said under the buttons.
 */
export function MarkPayment({ run, line }: { run: DistributionRun; line: RunLine }) {
  const mark = useMarkPayment(run.run_id);
  const [returning, setReturning] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const payment = `${line.investor_name}'s payment of ${formatCurrency(line.amount)}`;
  const ach = line.method === 'ach';

  const send = (status: 'settled' | 'returned') => {
    if (status === 'returned' && ach && code === '') return setProblem('Choose the return code the bank gave.');
    const question =
      status === 'settled'
        ? `Mark ${payment} settled?`
        : `Mark ${payment} returned (${ach ? returnCodeText(code) : 'cheque'})? Its cash withdrawal is voided: the amount is back in their cash balance, to pay in a later run.`;
    if (!window.confirm(question)) return;
    setProblem(null);
    mark.mutate(
      { run_id: run.run_id, investor_name: line.investor_name, status, ...(status === 'returned' && ach ? { return_code: code } : {}) },
      {
        onSuccess: (answer) => window.alert(answer.message),
        onError: (error) => {
          console.error('Error marking distribution payment:', error);
          setProblem(refusalText(error));
        },
      },
    );
  };

  return (
    <>
      {returning ? (
        <Row>
          <Select
            label="Return Code"
            aria-label={`Return code of ${payment}`}
            options={CODE_OPTIONS}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button compact disabled={mark.isPending} onClick={() => send('returned')}>
            Mark Returned
          </Button>
          <Button variant="ghost" compact onClick={() => setReturning(false)}>
            Cancel
          </Button>
        </Row>
      ) : (
        <Buttons>
          <Button variant="secondary" compact disabled={mark.isPending} onClick={() => send('settled')}>
            Mark Settled
          </Button>
          <Button variant="ghost" compact disabled={mark.isPending} onClick={() => (ach ? setReturning(true) : send('returned'))}>
            Mark Returned
          </Button>
        </Buttons>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
    </>
  );
}
