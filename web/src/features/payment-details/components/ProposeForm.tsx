import { proposePaymentDetails } from '@portal/contracts/api';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, Problem } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useProposePaymentDetails } from '../api/payment-details';
import { detailsBody, EMPTY_DETAILS, unchosenProblem, type DetailsField } from '../details';
import { BankFields } from './BankFields';
import { PlainChoice, PlainText } from './PlainControls';
import styles from './PaymentDetailsPage.module.css';

type Field = DetailsField | 'current_password';

const INITIAL: Record<Field, string> = { ...EMPTY_DETAILS, current_password: '' };

/** What the last Propose met: a message, and the field it concerns when there is one. */
interface Problem {
  message: string;
  field?: Field;
}

/** The contract's first problem with the body, beside its field; null when the server would take it. */
function problemOf(body: unknown): Problem | null {
  const result = proposePaymentDetails.body.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const message = issue?.message ?? 'Invalid input';
  return typeof field === 'string' && field in INITIAL ? { message, field: field as Field } : { message };
}

/**
 * The investor proposes new payment details with their password: they wait for the firm's review
 * before any payment goes there, and the e-mail on file is told, so a stranger in the account cannot
 * quietly redirect a payment. A problem is said beside its field before anything is sent.
 */
export function ProposeForm() {
  const [values, setValues] = useState(INITIAL);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const propose = useProposePaymentDetails();
  const bind = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: problem?.field === name ? problem.message : undefined,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (propose.isPending) return;
    setDone(null);
    if (values.method === '') return setProblem({ message: 'Choose how you are paid.', field: 'method' });
    if (values.current_password === '') return setProblem({ message: 'Enter your current password.', field: 'current_password' });
    const body = { ...detailsBody(values), current_password: values.current_password };
    const refused = unchosenProblem(values) ?? problemOf(body);
    if (refused) return setProblem(refused);
    setProblem(null);
    propose.mutate(body, {
      onSuccess: (answer) => {
        setValues(INITIAL);
        setDone(answer.message);
      },
      onError: (error) =>
        setProblem({ message: isApiError(error) ? error.message : 'The server could not be reached. Nothing was sent; please try again.' }),
    });
  };

  return (
    <Card>
      <h2 className={styles.heading} id="propose-heading">
        Propose a Change
      </h2>
      <form onSubmit={submit} aria-labelledby="propose-heading" noValidate>
        <div className={styles.form}>
          <BankFields bind={bind} method={values.method} controls={{ Text: PlainText, Choice: PlainChoice }} />
          <PlainText label="Current Password" type="password" autoComplete="current-password" {...bind('current_password')} />
        </div>
        {problem && problem.field === undefined && <Problem role="alert">{problem.message}</Problem>}
        <div className={styles.actions}>
          <Button type="submit" disabled={propose.isPending}>
            Propose Change
          </Button>
          {done && (
            <p className={styles.done} role="status">
              {done}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
