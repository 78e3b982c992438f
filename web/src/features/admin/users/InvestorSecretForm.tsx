import { useState, type FormEvent } from 'react';
import { FormCard, missingProblem, refusalText, REQUIRED_FIELDS_MESSAGE, Select, useFormFeedback, useFormValues } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { useFetchInvestorSecret } from './api/use-investor-secret';

const initial = { investor_name: '' };

/** 'Get Investor Secret': shows the secret an investor registers with, for handing on. */
export function InvestorSecretForm() {
  const helpers = useAdminHelpers();
  const form = useFormValues(initial);
  const fetchSecret = useFetchInvestorSecret();
  const feedback = useFormFeedback(form.values);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const missing = missingProblem(form.values, ['investor_name']);
    if (missing) {
      console.log(REQUIRED_FIELDS_MESSAGE);
      feedback.refuse(event.currentTarget, missing);
      return;
    }
    feedback.clear();
    setPending(true);
    try {
      const secret = await fetchSecret(form.values.investor_name);
      window.alert(`Investor login secret is: ${secret}`);
      form.reset();
    } catch (error) {
      console.error('Error fetching investor secret:', error);
      feedback.show({ message: refusalText(error), fields: [] });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormCard
      title="Get Investor Secret"
      level={3}
      onSubmit={handleSubmit}
      pending={pending}
      message={feedback.message}
      submitLabel="Get Secret"
    >
      <Select
        label="Investor"
        options={helpers.investors_list}
        {...form.bind('investor_name')}
        error={feedback.fieldError('investor_name')}
      />
    </FormCard>
  );
}
