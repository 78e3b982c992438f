import { isIPv4, isIPv6 } from 'node:net';
import { nameKey } from '@portal/contracts';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
const ipv6Groups = (address: string): number[] | null => {
  if (!isIPv6(address)) return null;
  let text = address.replace(/%.*$/, '').toLowerCase();
  // An IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
};

/**
 * The key a client address is throttled under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 form), an IPv6 address by its /64 network, since one subscriber usually holds
 * a whole /64 and could otherwise take a fresh address for every guess.
 */
export const throttleAddress = (address: string): string => {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (groups === null) return address || 'unknown';
  if (groups.slice(0, 6).every((group, i) => (i === 5 ? group === 0xffff : group === 0))) {
    const [c, d] = [groups[6]!, groups[7]!];
    return `${c >> 8}.${c & 0xff}.${d >> 8}.${d & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};

/**
 * The key an account is throttled under: its username's name key (contracts/src/names.ts). Every
 * spelling that signs in as the account (`ADMIN`, fullwidth `ａｄｍｉｎ`, `admin` with a zero-width space
 * or a soft hyphen) has this key, so none of them gets fresh slots; a username no account has is
 * counted by the same rule.
 */
export const throttleAccount = (username: string): string => nameKey(username);
