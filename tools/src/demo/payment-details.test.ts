import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber, setPaymentDetails } from '@portal/contracts/api';
import { investors } from './investors';
import { paymentDetailsPlan, proposedChange, withCheckDigit } from './payment-details';

const plan = paymentDetailsPlan(investors);
const bodies = plan.map((request) => setPaymentDetails.body.parse(request.body));

describe("the demo's payment details", () => {
  it('gives most investors details an administrator could enter, each accepted as the call would accept it', () => {
    expect(plan).toHaveLength(investors.length - 2);
    expect(new Set(plan.map((request) => request.key)).size).toBe(plan.length);
    expect(plan.every((request) => request.command.call.path === '/admin/set_payment_details')).toBe(true);
  });

  it('pays most by ACH into checking and savings accounts, two of them companies, two by cheque and holds one', () => {
    const ach = bodies.filter((body) => body.method === 'ach');
    expect(ach.length).toBeGreaterThanOrEqual(18);
    expect(new Set(ach.map((body) => body.account_type))).toEqual(new Set(['checking', 'savings']));
    expect(ach.filter((body) => body.entity).map((body) => body.account_name)).toEqual([
      'Nguyen Family Investments LLC',
      'Osei Holdings LLC',
    ]);
    expect(bodies.filter((body) => body.method === 'check').map((body) => body.investor_name)).toEqual([
      'Linda Vander Molen',
      'Harold Meyer',
    ]);
    expect(bodies.filter((body) => body.method === 'hold').map((body) => body.investor_name)).toEqual(['Thomas Brouwer']);
  });

  it('uses routing numbers whose ABA check digit is right, the proposed change too', () => {
    for (const body of [...bodies, proposedChange])
      if (body.method === 'ach') expect(isAbaRoutingNumber(body.routing_number!), body.routing_number).toBe(true);
    // A known valid routing number (a Federal Reserve bank's) comes out of its first eight digits.
    expect(withCheckDigit('01100001')).toBe('011000015');
  });

  it('plans the same details on every run', () => {
    expect(paymentDetailsPlan(investors)).toEqual(plan);
  });
});
