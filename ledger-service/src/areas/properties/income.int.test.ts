import { describe, expect, it } from 'vitest';
import { bodies, expectRecorded, streamEvents, serverForFile } from '../../testing/ledger-fixture';
import { dateRefusals, entryRefusals, expectAdminOnly, expectRefusals, monthRefusals, nameRefusals } from '../../testing/refusals';

const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
  await ledger.property('Lake', 'Alpha LLC', 'Land Contract');
  await ledger.partner('Lor');
});

describe('POST /admin/record_property_income', () => {
  const path = '/admin/record_property_income';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.income('Elm')));

  it('records income in cents with its month and category, and answers its id', async () => {
    const answer = await expectRecorded(
      server,
      path,
      { ...bodies.income('Elm', 1500.07), loren_name: 'Lor' },
      {
        message: 'Income recorded successfully',
        stream: 'property-elm',
        type: 'IncomeRecorded',
        data: {
          propertyName: 'Elm',
          partnerName: 'Lor',
          description: 'March rent',
          amountCents: 150_007,
          incomeDate: '2024-03-05',
          incomeForMonth: '2024-03',
          category: 'Rent',
        },
      },
    );
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('treats an absent or blank partner as none', async () => {
    expect((await server.api.call('POST', path, { token: server.admin, body: { ...bodies.income('Elm'), loren_name: '' } })).status).toBe(
      201,
    );
    expect((await streamEvents(server.api, 'property-elm')).at(-1)).toMatchObject({ data: { partnerName: null } });
  });

  it('refuses bad input (400), unknown names (404), recording nothing', async () => {
    const body = bodies.income('Elm');
    await expectRefusals(server.api, server.admin, path, [
      ...entryRefusals(body, 'income_date', 'property_name'),
      ...monthRefusals(body, 'income_for_month'),
      ['category missing', { ...body, income_category: undefined }, 400, /^income_category: /],
      [
        'category not an income category',
        { ...body, income_category: 'Repairs' },
        400,
        /^income_category: Expected one of Rent, Late Fees, Fees and Reimbursements, Other Income$/,
      ],
      ['partner name too long', { ...body, loren_name: 'l'.repeat(121) }, 400, /^loren_name: /],
      ['unknown property', bodies.income('Nowhere'), 404, /^No property named Nowhere\.$/],
      ['unknown partner', { ...body, loren_name: 'Stranger' }, 404, /^No Partner named Stranger\.$/],
    ]);
  });
});

describe('POST /admin/record_loren_income', () => {
  const path = '/admin/record_loren_income';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.partnerIncome('Elm')));

  it('records partner income for its period', async () => {
    await expectRecorded(server, path, bodies.partnerIncome('Elm'), {
      message: 'Income recorded successfully',
      stream: 'property-elm',
      type: 'PartnerIncomeRecorded',
      data: {
        propertyName: 'Elm',
        description: 'Q1 share',
        amountCents: 30_000,
        incomeDate: '2024-04-01',
        startDate: '2024-01-01',
        endDate: '2024-03-31',
      },
    });
  });

  it('refuses bad input (400), a period ending before it starts (400), an unknown property (404), recording nothing', async () => {
    const body = bodies.partnerIncome('Elm');
    await expectRefusals(server.api, server.admin, path, [
      ...entryRefusals(body, 'income_date', 'property_name'),
      ...dateRefusals(body, 'start_date'),
      ...dateRefusals(body, 'end_date'),
      ['end before start', { ...body, end_date: '2023-12-31' }, 400, /^end_date: Expected a date on or after start_date$/],
      ['unknown property', bodies.partnerIncome('Nowhere'), 404, /^No property named Nowhere\.$/],
    ]);
  });
});

describe('POST /admin/record_lc_payment', () => {
  const path = '/admin/record_lc_payment';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.lcPayment('Lake', 'Lor')));

  it('records a land-contract payment on a Land Contract property', async () => {
    await expectRecorded(server, path, bodies.lcPayment('Lake', 'Lor'), {
      message: 'Land contract payment recorded successfully',
      stream: 'property-lake',
      type: 'LandContractPaymentRecorded',
      data: {
        propertyName: 'Lake',
        partnerName: 'Lor',
        description: 'May payment',
        amountCents: 90_000,
        paymentDate: '2024-05-02',
      },
    });
  });

  it('refuses bad input (400), unknown names (404), a property of another type (409), recording nothing', async () => {
    const body = bodies.lcPayment('Lake', 'Lor');
    await expectRefusals(server.api, server.admin, path, [
      ...entryRefusals(body, 'payment_date', 'property_name'),
      ...nameRefusals(body, 'loren_name'),
      ['unknown property', bodies.lcPayment('Nowhere', 'Lor'), 404, /^No property named Nowhere\.$/],
      ['unknown partner', bodies.lcPayment('Lake', 'Stranger'), 404, /^No Partner named Stranger\.$/],
      ['a Rental property', bodies.lcPayment('Elm', 'Lor'), 409, /^Elm is not a Land Contract property/],
    ]);
  });
});
