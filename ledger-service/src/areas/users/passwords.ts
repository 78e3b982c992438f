import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm), with its recommended parameters. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/** Spent on unknown usernames so that a wrong name takes as long as a wrong password. */
const decoy = hash('decoy password for unknown users');
export const verifyDecoy = async (password: string): Promise<false> => {
  await verify(await decoy, password).catch(() => false);
  return false;
};
