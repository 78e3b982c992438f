import { describe, expect, it } from 'vitest';
import { withoutAddresses } from './transport';

describe('the mail server’s words as the portal keeps them', () => {
  it('hold no e-mail address, whatever form the server quotes it in', () => {
    expect(withoutAddresses('550 5.1.1 <ann@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(withoutAddresses('452 4.2.2 Mailbox full: Bob.Smith+statements@Mail.Example.COM, try later')).toBe(
      '452 4.2.2 Mailbox full: [address], try later',
    );
    expect(withoutAddresses('250 2.0.0 Ok: queued as 4F2B1')).toBe('250 2.0.0 Ok: queued as 4F2B1');
  });
});
