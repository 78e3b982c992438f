import { useState, type FormEvent } from 'react';
import { checkRequired, FormCard, Select, useFormValues } from '../form-kit';
import { useAdminHelpers } from '../helpers/api/use-admin-helpers';
import { useFetchInvestorSecret } from './api/use-investor-secret';

const initial = { investor_name: '' };

/** 'Get Investor Secret': shows the secret an investor registers with, for handing on. */
export function InvestorSecretForm() {
  const helpers = useAdminHelpers();
  const form = useFormValues(initial);
  const fetchSecret = useFetchInvestorSecret();
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !checkRequired(form.values, ['investor_name'])) return;
    setPending(true);
    try {
      const secret = await fetchSecret(form.values.investor_name);
      window.alert(`Investor login secret is: ${secret}`);
      form.reset();
    } catch (error) {
      console.error('Error fetching investor secret:', error);
    } finally {
      setPending(false);
    }
  }

  return (
    <FormCard title="Get Investor Secret" level={3} onSubmit={handleSubmit} pending={pending} submitLabel="Get Secret">
      <Select label="Investor" options={helpers.investors_list} {...form.bind('investor_name')} />
    </FormCard>
  );
}
