import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../test/mock-fetch';
import { onlyPostTo, postsTo, renderAdmin } from '../test/admin-fixtures';
import { NO_ADDRESS } from './TestMailCard';

vi.setConfig({ testTimeout: 20_000 });

const PERIODS = { 'GET /admin/periods': { body: { closed_through: '2026-09-30', history: [] } } };
const PATH = '/admin/send_test_email';

/** Opens Issue Statements with the test mail answered by `reply`; its card, the user and the requests. */
const openCard = async (reply: MockReply) => {
  const user = userEvent.setup();
  const { requests } = renderAdmin('issue-statements', { ...PERIODS, [`POST ${PATH}`]: reply });
  const card = within(await screen.findByRole('form', { name: 'Send Test E-mail' }));
  return { user, card, requests };
};

/** Types the address and presses Send test e-mail. */
const sendTo = async ({ user, card }: Awaited<ReturnType<typeof openCard>>, address: string) => {
  if (address !== '') await user.type(card.getByLabelText('Send To'), address);
  await user.click(card.getByRole('button', { name: 'Send test e-mail' }));
};

describe('Send Test E-mail in Issue Statements', () => {
  it('sends a test e-mail to the address typed and says the mail server accepted it', async () => {
    const accepted = 'The mail server accepted the test e-mail to check@example.com: 250 2.0.0 Ok: queued as 4F2A';
    const opened = await openCard({ body: { message: accepted } });
    expect(opened.card.getByLabelText('Send To')).toHaveValue('');

    await sendTo(opened, 'check@example.com');

    expect(await onlyPostTo(opened.requests, PATH)).toEqual({ to: 'check@example.com' });
    expect(await opened.card.findByRole('status')).toHaveTextContent(`Sent. ${accepted}`);
    expect(opened.card.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    [502, 'The mail server did not take the test e-mail: 550 5.7.1 Relaying denied'],
    [409, 'No mail server is configured: set SMTP_URL and MAIL_FROM, then restart the portal.'],
    [400, 'to: Enter an e-mail address such as name@example.com'],
  ])('says the server’s words when it answers %i, and no Sent', async (status, message) => {
    const opened = await openCard({ status, body: { message } });

    await sendTo(opened, 'check@example.com');

    expect(await opened.card.findByRole('alert')).toHaveTextContent(message);
    expect(opened.card.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for an address before sending anything', async () => {
    const opened = await openCard({ body: { message: 'never' } });

    await sendTo(opened, '');

    expect(await opened.card.findByRole('alert')).toHaveTextContent(NO_ADDRESS);
    expect(postsTo(opened.requests, PATH)).toEqual([]);
  });

  it('is not offered to an auditor', async () => {
    renderAdmin('issue-statements', { ...PERIODS, 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } } });

    expect(await screen.findByRole('heading', { name: 'Issued Statements' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send Test E-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send test e-mail' })).not.toBeInTheDocument();
  });
});
