import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormCard, missingProblem, refusalText, REQUIRED_FIELDS_MESSAGE, Select, useFormFeedback, useFormValues } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { InvestorSecretCard } from '../layout/SecretCard';
import { useFetchInvestorSecret } from './api/use-investor-secret';

/** The form, then the secret it fetched, in one cell of the panel's grid. */
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const initial = { investor_name: '' };

/**
 * 'Get Investor Secret': shows the secret an investor registers with, for handing on: in the
 * spec's alert, and in a card below the form with a button that copies it.
 */
export function InvestorSecretForm() {
  const helpers = useAdminHelpers();
  const form = useFormValues(initial);
  const fetchSecret = useFetchInvestorSecret();
  const feedback = useFormFeedback(form.values);
  const [pending, setPending] = useState(false);
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);

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
    setIssued(null);
    setPending(true);
    try {
      const name = form.values.investor_name;
      const secret = await fetchSecret(name);
      window.alert(`Investor login secret is: ${secret}`);
      setIssued({ name, secret });
      form.reset();
    } catch (error) {
      console.error('Error fetching investor secret:', error);
      feedback.show({ message: refusalText(error), fields: [] });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack>
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
      {issued && <InvestorSecretCard {...issued} />}
    </Stack>
  );
}
