import type { BenchServer } from './bench-server';
import { percentile, row, type BenchRow } from './results';

/**
 * GET /admin/land_contract of the longest contract there can be (480 monthly payments, each split
 * from the terms on every read: docs/land-contracts.md), one caller, `reads` times, uncompressed. Loaded through
 * the calls an administrator makes: the terms, then every installment paid on its due date as the
 * preview of the opening plans it.
 */
export const measureLandContractRows = async (server: BenchServer, reads = 100): Promise<BenchRow[]> => {
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await server.call('POST', path, body);
    if (answer.status >= 300) throw new Error(`bench: ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await post('/admin/add_llc', {
    llc_name: 'Bench Land LLC',
    address: '1 Bench Rd',
    date_started: '1984-01-02',
    principal_business_activity: 'Real estate',
    principal_product: 'Land',
    business_code_number: '531390',
  });
  await post('/admin/add_partner', { loren_name: 'Bench Collector' });
  await post('/admin/add_investment_property', {
    property_name: 'Bench Lot',
    address: '480 Long Rd',
    purchase_date: '1984-06-01',
    purchase_price: 150_000,
    property_type: 'Land Contract',
    picture_url: '/pictures/bench-lot.jpg',
    llc: 'Bench Land LLC',
    land_value: 150_000,
    property_value: 0,
  });
  // 1,100.00 a month at 6 % does not quite repay 200,000.00 in 480 months: every installment is paid, the last a balloon.
  const terms = {
    property_name: 'Bench Lot',
    buyer_name: 'Bench Buyer',
    buyer_address: '1 Buyer Way',
    contract_date: '1985-01-01',
    sale_price: 200_000,
    down_payment: 0,
    annual_rate: 6,
    day_count: 'actual/365',
    payment_amount: 1_100,
    first_payment_date: '1985-02-01',
    number_of_payments: 480,
    grace_days: 10,
    late_fee_type: 'flat',
    late_fee: 25,
  };
  const { schedule } = (await post('/admin/preview_land_contract', terms)) as { schedule: { due_date: string; payment: number }[] };
  await post('/admin/open_land_contract', terms);
  for (const installment of schedule) {
    await post('/admin/record_lc_payment', {
      payment_date: installment.due_date,
      property_name: 'Bench Lot',
      loren_name: 'Bench Collector',
      description: 'Installment',
      amount: installment.payment,
    });
  }
  // Sent as it is, as the HTTP reads' loads ask (docs/bench.md): a compressed answer is another cost, the same for every call.
  const headers = { Authorization: `Bearer ${server.token}`, 'Accept-Encoding': 'identity' };
  const timings: number[] = [];
  let answered = true;
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${server.port}/admin/land_contract?property_name=Bench%20Lot`, { headers });
    const body = (await answer.json()) as { history?: unknown[] };
    timings.push(performance.now() - started);
    answered &&= answer.status === 200 && body.history?.length === schedule.length;
  }
  timings.sort((a, b) => a - b);
  return [
    row('demo: GET /admin/land_contract, 480 payments, one caller, p50', percentile(timings, 0.5), 'ms', {
      target: { atMost: 20 },
      valid: answered && schedule.length === 480,
    }),
  ];
};
