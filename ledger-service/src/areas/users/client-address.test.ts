import { describe, expect, it } from 'vitest';
import { throttleAccount, throttleAddress } from './client-address';

describe('throttleAddress', () => {
  it.each([
    ['127.0.0.2', '127.0.0.2'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['', 'unknown'],
  ])('%s is counted as %s', (address, key) => {
    expect(throttleAddress(address)).toBe(key);
  });
});

describe('throttleAccount', () => {
  it('is one key for every spelling that names the account', () => {
    for (const spelling of [
      'admin',
      '  Admin ',
      'admin\u200b',
      '\uff41\uff44\uff4d\uff49\uff4e',
      'ad\u00admin',
      'admin\u2800',
      'ADM\u3164IN',
    ]) {
      expect(throttleAccount(spelling), JSON.stringify(spelling)).toBe('admin');
    }
    expect(throttleAccount('\u0430dmin')).not.toBe('admin'); // a Cyrillic а: another name (refused when registering)
  });
});
