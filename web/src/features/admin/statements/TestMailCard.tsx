import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { api } from '../../../lib/api';
import { FormCard, refusalText, TextInput } from '../form-kit';

const Accepted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** Asked when Send is pressed with no address: nothing is sent. */
export const NO_ADDRESS = 'Enter the address to send the test e-mail to.';

/**
 * Send Test E-mail (docs/notices.md): an administrator setting up mail sends one test e-mail to an
 * address of their choosing and reads what became of it: the mail server's acceptance, its refusal in
 * its own words (502), or that no mail server is configured (409). Nothing is recorded either way.
 */
export function TestMailCard() {
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const send = useMutation({ mutationFn: (address: string) => api.post('/admin/send_test_email', { to: address }) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    send.reset();
    if (to.trim() === '') return setProblem(NO_ADDRESS);
    setProblem(undefined);
    send.mutate(to.trim(), { onError: (error) => setProblem(refusalText(error)) });
  };

  return (
    <FormCard
      title="Send Test E-mail"
      level={3}
      submitLabel="Send test e-mail"
      onSubmit={submit}
      pending={send.isPending}
      message={problem}
      footer={send.data && <Accepted role="status">Sent. {send.data.message}</Accepted>}
    >
      <TextInput
        label="Send To"
        type="email"
        required={false}
        value={to}
        placeholder="name@example.com"
        onChange={(e) => setTo(e.target.value)}
      />
    </FormCard>
  );
}
