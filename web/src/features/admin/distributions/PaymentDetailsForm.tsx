import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { BankFields } from '../../payment-details/components/BankFields';
import { detailsBody, EMPTY_DETAILS, unchosenProblem, type DetailsField } from '../../payment-details/details';
import { FormCard, Select, TextInput, useRecordForm } from '../form-kit';
import { distributionKeys } from './api/distribution-calls';

type Field = DetailsField | 'investor_name';

/**
 * Sets how an investor is paid. The account number is sent once and sealed by the server: from then
 * on every screen shows its last four digits only. A change the investor proposed is dropped.
 */
export function PaymentDetailsForm() {
  const investors = useAdminHelpers().investors_list;
  const form = useRecordForm<Field, '/admin/set_payment_details'>({
    path: '/admin/set_payment_details',
    initial: { investor_name: '', ...EMPTY_DETAILS },
    required: ['investor_name', 'method'],
    toPayload: (values) => ({ investor_name: values.investor_name, ...detailsBody(values) }),
    validate: (values) => {
      const unchosen = unchosenProblem(values);
      return unchosen && { message: unchosen.message, fields: [unchosen.field] };
    },
    success: (answer) => answer.message,
    failureLog: 'Error setting payment details:',
    touches: [distributionKeys.paymentDetails()],
  });
  return (
    <FormCard title="Set Payment Details" level={3} submitLabel="Save Payment Details" {...form.card}>
      <Select label="Investor" options={investors} {...form.bind('investor_name')} />
      <BankFields bind={form.bind} method={form.values.method} controls={{ Text: TextInput, Choice: Select }} />
    </FormCard>
  );
}
