import { Card, Loading, Page, PageTitle } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOwnPaymentDetails } from '../api/payment-details';
import { detailsText, METHOD_WORDS } from '../details';
import type { PaymentDetailsShown } from '@portal/contracts/api';
import { ProposeForm } from './ProposeForm';
import styles from './PaymentDetailsPage.module.css';

const figures = (details: PaymentDetailsShown) =>
  details.method === 'ach'
    ? ([
        ['Method', METHOD_WORDS.ach],
        ['Account', `••${details.account_last4 ?? ''}`],
        ['Account type', details.account_type === 'savings' ? 'Savings' : 'Checking'],
        ['Name on the account', details.account_name ?? ''],
      ] as const)
    : ([['Method', METHOD_WORDS[details.method]]] as const);

/**
 * Route `/payment-details`: how the signed-in investor is paid (an account by its last four digits
 * only), a change waiting for the firm's review, and the form to propose one.
 */
export function PaymentDetailsPage() {
  usePageTitle('Payment Details');
  const details = useOwnPaymentDetails();
  const entry = details.data;
  return (
    <Page className={styles.page}>
      <PageTitle>Payment Details</PageTitle>
      <p className={styles.intro}>
        How your distributions are paid. A change you propose is checked by the firm before any payment goes there, and we e-mail you when
        it is proposed and when it is approved.
      </p>
      {details.isPending ? (
        <Loading lines={3} />
      ) : !entry ? (
        <p role="status">No data available.</p>
      ) : (
        <>
          <Card>
            <h2 className={styles.heading}>Paid By</h2>
            {entry.erased ? (
              <p className={styles.says}>Your personal data was erased: no bank details are kept.</p>
            ) : entry.current === null ? (
              <p className={styles.says}>No payment details on file yet: the firm holds your distributions until you give them.</p>
            ) : (
              <dl className={styles.figures}>
                {figures(entry.current).map(([label, value]) => (
                  <div key={label} className={styles.figure}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {entry.pending !== null && (
              <p className={styles.pending} role="status">
                Waiting for the firm&apos;s review: <strong>{detailsText(entry.pending)}</strong>. Your distributions wait until the firm
                approves or rejects it.
              </p>
            )}
          </Card>
          {!entry.erased && <ProposeForm />}
        </>
      )}
    </Page>
  );
}
