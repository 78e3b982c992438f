import { describe, expect, it } from 'vitest';
import { testAdmin, type ApiAnswer } from '../testing/test-server';
import { twoFactorServerForFile } from '../testing/two-factor';

/**
 * Issue 44, item 1: one throttle key per account. A username is found by its name key (case,
 * compatibility forms and invisible characters aside), so every spelling that signs in as an account
 * must count against that account: none may buy fresh guesses, reach past the account's ceiling or
 * open a pair that is locked. Each attacker calls from its own loopback address.
 */
const server = twoFactorServerForFile(Date.UTC(2025, 8, 1, 12, 0, 3));
const investorPassword = 'investor-pass-1';

/** Spellings that all sign in as `<name>`: case, fullwidth, mathematical bold, zero-width and blank characters. */
const spellings = (name: string) => [
  name,
  name.toUpperCase(),
  `${name}\u200b`,
  [...name].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join(''), // fullwidth
  `${name.slice(0, 2)}\u00ad${name.slice(2)}`, // a soft hyphen
  `${name}\u2800`, // BRAILLE PATTERN BLANK
  `${name.slice(0, 1)}\u3164${name.slice(1)}`, // HANGUL FILLER
  `${String.fromCodePoint(0x1d41a + name.charCodeAt(0) - 0x61)}${name.slice(1)}`, // a mathematical bold first letter
  ` ${name[0]!.toUpperCase()}${name.slice(1)} `,
  `${name.slice(0, 1)}\u200d${name.slice(1)}`, // a zero-width joiner
];

const signIn = (username: string, password: string, from: string, otp?: string) =>
  server.api.call('POST', '/auth/login', { body: { username, password, ...(otp === undefined ? {} : { otp }) }, from });
const statuses = (answers: readonly ApiAnswer[]) => answers.map((answer) => answer.status);

describe('every spelling of an account takes the account’s slots', () => {
  it('each spelling signs in as the account it names', async () => {
    for (const spelling of spellings('admin')) {
      const answer = await signIn(spelling, testAdmin.password, '127.0.2.100');
      expect([JSON.stringify(spelling), answer.status]).toEqual([JSON.stringify(spelling), 200]);
    }
  });

  it('150 wrong passwords over ten spellings of admin from 5 addresses: 5 checked per address, the rest 429', async () => {
    const before = await server.api.eventCount();
    const variants = spellings('admin');
    const perAddress = await Promise.all(
      [1, 2, 3, 4, 5].map(async (host) => {
        const answers = [];
        for (let i = 0; i < 30; i++) answers.push(await signIn(variants[i % variants.length]!, 'wrong-password', `127.0.2.${host}`));
        return statuses(answers);
      }),
    );
    for (const answers of perAddress) expect(answers).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    expect(await server.api.eventCount()).toBe(before);
  });

  it('a spelling cannot open an account locked for its (account, address) pair', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('admin', 'wrong-password', '127.0.2.6')).status).toBe(401);
    for (const spelling of spellings('admin')) {
      const answer = await signIn(spelling, testAdmin.password, '127.0.2.6');
      expect([JSON.stringify(spelling), answer.status]).toEqual([JSON.stringify(spelling), 429]);
    }
    // The owner, from another address, is not held by the pair.
    expect((await signIn('admin', testAdmin.password, '127.0.2.7')).status).toBe(200);
  });

  it('the account’s ceiling counts every spelling: 100 failures from 20 addresses reach it', async () => {
    await server.api.addInvestorUser(server.admin, 'Vera Variants', 'vera');
    const variants = spellings('vera');
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, host) => {
        const own = [];
        for (let i = 0; i < 5; i++)
          own.push(await signIn(variants[(host + i) % variants.length]!, 'wrong-password', `127.0.3.${host + 1}`));
        return statuses(own);
      }),
    );
    expect(answers.flat()).toEqual(Array(100).fill(401));
    // A fresh browser at a fresh address meets the ceiling in every spelling (item 6: a browser that
    // signed in before is not held by it; this one never did).
    for (const spelling of variants) {
      const refused = await signIn(spelling, investorPassword, '127.0.3.100');
      expect([JSON.stringify(spelling), refused.status]).toEqual([JSON.stringify(spelling), 429]);
    }
  });
});

describe('two-factor codes take the account’s slots in any spelling', () => {
  it('5 wrong codes over spellings lock the pair: the right password and code in another spelling is 429', async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Tina Totp', 'tina');
    const { secret } = await server.turnOn(token);
    server.later();
    const variants = spellings('tina');
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await signIn(variants[i]!, investorPassword, '127.0.4.1', '000000'));
    expect(statuses(wrong)).toEqual(Array(5).fill(401));
    expect((await signIn(variants[7]!, investorPassword, '127.0.4.1', server.code(secret))).status).toBe(429);
    expect((await signIn('tina', investorPassword, '127.0.4.2', server.code(secret))).status).toBe(200);
  });
});

describe('a wrong current password counts against the account’s sign-in', () => {
  it('3 wrong current passwords and 2 wrong sign-ins in other spellings lock the pair', async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Cara Change', 'cara');
    for (let i = 0; i < 3; i++) {
      const answer = await server.api.call('POST', '/auth/change_password', {
        token,
        body: { current_password: `wrong-${i}-password`, new_password: 'a-new-long-password' },
        from: '127.0.4.10',
      });
      expect(answer.status).toBe(403);
    }
    expect((await signIn('CARA\u200b', 'wrong-password', '127.0.4.10')).status).toBe(401);
    expect((await signIn('ｃａｒａ', 'wrong-password', '127.0.4.10')).status).toBe(401);
    expect((await signIn('cara', investorPassword, '127.0.4.10')).status).toBe(429);
  });
});

describe('registration refuses a username that differs from a taken one only by invisible characters or script', () => {
  it.each([
    ['a Braille pattern blank', 'admin\u2800', 400, /^username: must not contain invisible characters/],
    ['a Hangul filler', 'adm\u3164in', 400, /^username: must not contain invisible characters/],
    ['a halfwidth Hangul filler', 'admin\uffa0', 400, /^username: must not contain invisible characters/],
    ['a soft hyphen', 'ad\u00admin', 400, /^username: must not contain invisible characters/],
    ['fullwidth letters', 'ａｄｍｉｎ', 409, /^That username is taken/],
    ['a Lisu A', '\ua4eedmin', 400, /^username: mixes Latin and Lisu letters/],
    ['a Coptic o', 'ad\u2c9fmin', 400, /^username: mixes Latin and Coptic letters/],
  ])('%s: %j is refused, recording nothing', async (_what, username, status, message) => {
    const { secret } = (
      await server.api.call('POST', '/admin/add_investor', {
        token: server.admin,
        body: { name: `Reg ${status} ${_what}`, email: 'r@example.com', phone: '555-0100', address: '1 Main St', fee_percentage: 0.1 },
      })
    ).body;
    const before = await server.api.eventCount();
    const answer = await server.api.call('POST', '/auth/register', { body: { username, password: 'register-pass-1', secret } });
    expect([answer.status, answer.body.message]).toEqual([status, expect.stringMatching(message)]);
    expect(await server.api.eventCount()).toBe(before);
  });
});
