import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { helperKeys } from '../../../lib/admin-helpers/keys';
import { adminHelpersQuery } from '../../../lib/admin-helpers/use-admin-helpers';
import { fieldValues, fill, findForm, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { catalogueCases } from './test/catalogue-cases';
import { ledgerRecordCases } from './test/ledger-record-cases';

// Whole-app renders on a busy two-core machine: the first one warms up for seconds.
vi.setConfig({ testTimeout: 20_000 });

const cases = [...ledgerRecordCases, ...catalogueCases];

describe.each(cases)('$title form', ({ action, title, fields, path, payload, answer, alert: alertText, failureLog }) => {
  it('marks every field but the optional partner required', async () => {
    renderAdmin(action);
    const form = await findForm(title);
    for (const label of Object.keys(fields)) {
      if (label.endsWith('(optional)')) expect(form.getByLabelText(label)).not.toBeRequired();
      else expect(form.getByLabelText(label)).toBeRequired();
    }
  });

  it('sends the exact payload, alerts the failure text and clears the form', async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderAdmin(action, { [`POST ${path}`]: { status: 201, body: answer ?? { message: 'ok' } } });
    const form = await findForm(title);

    await fill(form, fields);
    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith(alertText));
    expect(postsTo(requests, path).map((request) => request.body)).toEqual([payload]);
    expect(requests.find((request) => request.path === path)?.headers.get('Authorization')).toBe('Bearer jwt');
    await waitFor(() => expect(fieldValues(form).every((value) => value === '')).toBe(true));
  });

  it.runIf('Amount' in fields)(
    "checks the body with the call's contract first: an amount of fractions of a cent is refused beside it (said once), unsent",
    async () => {
      const { requests } = renderAdmin(action);
      const form = await findForm(title);
      await fill(form, { ...fields, Amount: '12.345' });

      await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

      expect(form.getByRole('alert')).toBeEmptyDOMElement();
      expect(form.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
      expect(form.getByLabelText('Amount')).toHaveAccessibleDescription('Expected an amount in dollars with at most 2 decimals');
      expect(postsTo(requests, path)).toHaveLength(0);
    },
  );

  it.runIf('Amount' in fields)('says a negative amount must be greater than 0 beside it only, unsent', async () => {
    const { requests } = renderAdmin(action);
    const form = await findForm(title);
    await fill(form, { ...fields, Amount: '-5' });

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    expect(form.getByLabelText('Amount')).toHaveAccessibleDescription('Must be greater than 0');
    expect(form.getByText('Must be greater than 0')).toBeInTheDocument();
    expect(form.getByRole('alert')).toBeEmptyDOMElement();
    expect(form.getByLabelText('Amount')).toHaveFocus();
    expect(postsTo(requests, path)).toHaveLength(0);
  });

  it("sends nothing, logs 'Please fill in all fields.' and shows it at the form and beside the empty field", async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderAdmin(action);
    const form = await findForm(title);
    const [firstRequired] = Object.keys(fields).filter((label) => !label.endsWith('(optional)'));
    await fill(form, { ...fields, [firstRequired!]: '' });

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    expect(feedback.log).toHaveBeenCalledWith('Please fill in all fields.');
    expect(postsTo(requests, path)).toHaveLength(0);
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    const empty = form.getByLabelText(firstRequired!);
    expect(empty).toHaveAttribute('aria-invalid', 'true');
    expect(empty).toHaveAccessibleDescription('Required.');
    expect(empty).toHaveFocus();

    // Filling it in takes the marks away.
    await fill(form, { [firstRequired!]: fields[firstRequired!]! });
    expect(empty).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('alert')).toHaveTextContent('');
  });

  it("logs a refused call, shows the server's message at the form and keeps what was typed", async () => {
    const feedback = spyOnFeedback();
    renderAdmin(action, { [`POST ${path}`]: { status: 409, body: { message: 'Already exists' } } });
    const form = await findForm(title);
    await fill(form, fields);

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(feedback.error).toHaveBeenCalledWith(failureLog, expect.objectContaining({ status: 409 })));
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(fieldValues(form).some((value) => value !== '')).toBe(true);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Already exists'));
  });
});

describe('Add New Investor', () => {
  it('alerts the secret, then keeps it on screen in a card that copies it', async () => {
    const feedback = spyOnFeedback();
    const investor = catalogueCases.find((c) => c.action === 'add-investor')!;
    renderAdmin('add-investor', { 'POST /admin/add_investor': { status: 201, body: investor.answer } });
    const form = await findForm('Add New Investor');
    await fill(form, investor.fields);

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith(investor.alert));
    const card = within(await screen.findByRole('region', { name: 'Registration secret for Cy Young' }));
    expect(card.getByText('Zx9-secret')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /registration secret/ })).toBeInTheDocument();
  });
});

describe('helper lists after adding to them', () => {
  it.each([
    ['add-investment-property', 'Add New Investment Property', '/admin/add_investment_property', { 'Property Name': 'Cedar Flats' }],
    ['add-investor', 'Add New Investor', '/admin/add_investor', { Name: 'Cy Young' }],
    ['add-llc', 'Add New LLC', '/admin/add_llc', { 'LLC Name': 'Pine LLC' }],
    ['add-partner', 'Add New Partner', '/admin/add_partner', { 'Loren Name': 'Max' }],
    ['add-expense-category', 'Add Expense Category', '/admin/add_expense_category', { 'Expense Category': 'Snow' }],
  ])('%s refreshes them', async (action, title, path, firstField) => {
    spyOnFeedback();
    const full = catalogueCases.find((c) => c.action === action)!;
    const { requests, queryClient } = renderAdmin(action, { [`POST ${path}`]: { status: 201, body: { secret: 's' } } });
    await queryClient.prefetchQuery(adminHelpersQuery);
    const form = await findForm(title);
    await fill(form, { ...full.fields, ...firstField });
    const helperCalls = () => requests.filter((request) => request.path === '/admin/get_admin_helpers').length;
    const before = helperCalls();

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    // Shown lists refetch at once; lists no field shows now refetch when next shown.
    await waitFor(() => expect(helperCalls() > before || queryClient.getQueryState(helperKeys.all)?.isInvalidated === true).toBe(true));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });
});
