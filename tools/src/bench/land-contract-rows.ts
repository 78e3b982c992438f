import type { BenchServer } from './bench-server';
import { percentile, row, type BenchRow } from './results';

interface Installment {
  due_date: string;
  payment: number;
}

/**
 * The land-contract rows (docs/land-contracts.md): GET /admin/land_contract of the longest contract
 * there can be (480 monthly payments, each split from the terms on every read), one caller, `reads`
 * times, uncompressed; then what a payment costs on a property with a contract beside one on a
 * property without (target: no more than 1.5x). Loaded through the calls an administrator makes: the
 * terms, then every installment paid on its due date as the preview of the opening plans it.
 */
export const measureLandContractRows = async (server: BenchServer, reads = 100, payments = 100): Promise<BenchRow[]> => {
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
  const addLot = (property_name: string) =>
    post('/admin/add_investment_property', {
      property_name,
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
  const terms = (property_name: string) => ({
    property_name,
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
  });
  const paymentOf = (property_name: string, { due_date, payment }: Installment) => ({
    payment_date: due_date,
    property_name,
    loren_name: 'Bench Collector',
    description: 'Installment',
    amount: payment,
  });
  await addLot('Bench Lot');
  const { schedule } = (await post('/admin/preview_land_contract', terms('Bench Lot'))) as { schedule: Installment[] };
  await post('/admin/open_land_contract', terms('Bench Lot'));
  for (const installment of schedule) await post('/admin/record_lc_payment', paymentOf('Bench Lot', installment));
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

  // The same installments on a lot sold on the same contract and on a lot without one, alternated so that both meet the same load.
  await addLot('Bench Lot Contract');
  await addLot('Bench Lot Plain');
  await post('/admin/open_land_contract', terms('Bench Lot Contract'));
  const timed = { 'Bench Lot Contract': [] as number[], 'Bench Lot Plain': [] as number[] };
  let recorded = true;
  for (const installment of schedule.slice(0, payments)) {
    for (const lot of ['Bench Lot Contract', 'Bench Lot Plain'] as const) {
      const started = performance.now();
      const answer = await server.call('POST', '/admin/record_lc_payment', paymentOf(lot, installment));
      timed[lot].push(performance.now() - started);
      recorded &&= answer.status === 201;
    }
  }
  const p50 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  const anchor = { name: 'record_lc_payment on a Land Contract property without a contract, p50', value: p50(timed['Bench Lot Plain']) };
  return [
    row('demo: GET /admin/land_contract, 480 payments, one caller, p50', percentile(timings, 0.5), 'ms', {
      target: { atMost: 20 },
      valid: answered && schedule.length === 480,
    }),
    row(
      `demo: record_lc_payment on a property with a contract, ${payments} in turn, one caller, p50`,
      p50(timed['Bench Lot Contract']),
      'ms',
      {
        anchor,
        target: { ratioAtMost: 1.5 },
        valid: recorded,
      },
    ),
  ];
};
