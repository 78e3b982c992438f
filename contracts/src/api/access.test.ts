import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  apiCalls,
  closeLandContract,
  confirmDistribution,
  discardDistributionDraft,
  getDistributionRun,
  getLandContract,
  getLandContractPayoff,
  getLandContractStatementCsv,
  getOwnPaymentDetails,
  getStatementPdf,
  getStatementRun,
  issueStatements,
  listDistributionRuns,
  markDistributionPayment,
  listPaymentDetails,
  listStatements,
  openLandContract,
  planDistribution,
  previewLandContract,
  previewLcPayment,
  proposePaymentDetails,
  reopenLandContract,
  reviewPaymentDetails,
  setPaymentDetails,
  voidLandContract,
  waiveLandContractLateFee,
  type ApiCall,
} from './index';

/**
 * Every call is classified for the roles (docs/security.md, Roles): a back-office read is `staff`
 * (auditors read it) unless it reveals a secret, which is named here; an investor's read names its
 * investor and has a title, so an auditor's read of it is in the audit trail. A new call fails here
 * until it is put in its class. The server's matrix of every call and role:
 * ledger-service/src/attacks/role-matrix.int.test.ts.
 */

/** The reads only an administrator may make, because their answer reveals a secret. */
const secretReads = ['GET /admin/get_investor_secret', 'GET /admin/distribution_run.ach'];

/**
 * The reads only an administrator may make because they are part of issuing statements: a preview
 * of a document not issued, and the check that an issued one renders again to the same bytes.
 */
const issuingReads = ['GET /admin/statement_preview.pdf', 'GET /admin/verify_statement'];

const keyOf = (call: ApiCall) => `${call.method} ${call.path}`;
const queryKeys = (call: ApiCall): string[] => (call.query instanceof z.ZodObject ? Object.keys(call.query.shape as object) : []);

describe('who may make each call', () => {
  it('lets auditors read every back-office GET but those revealing a secret or issuing statements', () => {
    const adminReads = apiCalls.filter((call) => call.method === 'GET' && call.access === 'admin').map(keyOf);
    expect(adminReads.sort()).toEqual([...secretReads, ...issuingReads].sort());
  });

  it('lets an administrator issue statements, an auditor read the runs, and every signed-in user read statements (their own, for an investor)', () => {
    expect([issueStatements, getStatementRun, listStatements, getStatementPdf].map((call) => [call.method, call.access])).toEqual([
      ['POST', 'admin'],
      ['GET', 'staff'],
      ['GET', 'signedIn'],
      ['GET', 'signedIn'],
    ]);
  });

  it('never lets an auditor change anything: every staff call is a GET with a title', () => {
    for (const call of apiCalls.filter((one) => one.access === 'staff')) {
      expect(call.method, keyOf(call)).toBe('GET');
      expect(call.body, keyOf(call)).toBeUndefined();
      expect(call.title, keyOf(call)).toMatch(/^[A-Z]/);
    }
  });

  it('keeps /admin/ calls for administrators and auditors, but the role check every signed-in user makes', () => {
    const open = apiCalls.filter((call) => call.path.startsWith('/admin/') && call.access !== 'staff' && call.access !== 'admin');
    expect(open.map(keyOf)).toEqual(['GET /admin/get_admin_level']);
  });

  it('gives every read of an investor’s data a title, so an auditor’s read of it is noted', () => {
    const investorReads = apiCalls.filter((call) => call.access === 'signedIn' && queryKeys(call).includes('investor_name'));
    expect(investorReads.length).toBeGreaterThanOrEqual(4);
    for (const call of investorReads) expect(call.title, keyOf(call)).toBeTruthy();
  });

  it('lets auditors read land contracts, and keeps the previews of their forms, which answer from the books, for administrators', () => {
    expect([getLandContract, getLandContractPayoff, getLandContractStatementCsv].map((call) => call.access)).toEqual([
      'staff',
      'staff',
      'staff',
    ]);
    expect([previewLandContract, previewLcPayment].map((call) => [call.method, call.access])).toEqual([
      ['POST', 'admin'],
      ['POST', 'admin'],
    ]);
  });

  it('keeps every land-contract write for administrators', () => {
    const writes = [openLandContract, closeLandContract, reopenLandContract, voidLandContract, waiveLandContractLateFee];
    expect(writes.map((call) => [call.method, call.access])).toEqual(writes.map(() => ['POST', 'admin']));
  });

  it('lets only administrators set and review payment details, auditors list them (last four only), an investor their own', () => {
    expect([setPaymentDetails, reviewPaymentDetails].map((call) => [call.method, call.access])).toEqual([
      ['POST', 'admin'],
      ['POST', 'admin'],
    ]);
    expect(listPaymentDetails.access).toBe('staff');
    // The investor's own: no query to name another investor by, and a change asks for the password.
    expect([getOwnPaymentDetails.access, 'query' in getOwnPaymentDetails]).toEqual(['signedIn', false]);
    expect(proposePaymentDetails.access).toBe('signedIn');
    expect(proposePaymentDetails.body.safeParse({ method: 'hold' }).success).toBe(false);
  });

  it('lets only administrators plan, confirm and discard distribution runs, and auditors read them', () => {
    const changes = [planDistribution, confirmDistribution, discardDistributionDraft, markDistributionPayment];
    expect(changes.map((call) => [call.method, call.access])).toEqual(changes.map(() => ['POST', 'admin']));
    expect([getDistributionRun, listDistributionRuns].map((call) => call.access)).toEqual(['staff', 'staff']);
  });

  it('titles are unique, so the audit trail never names two reads alike', () => {
    const titles = apiCalls.flatMap((call) => (call.title === undefined ? [] : [call.title]));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
