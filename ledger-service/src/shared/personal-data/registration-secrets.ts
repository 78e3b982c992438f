import { randomBytes } from 'node:crypto';
import { secretDigest } from '@portal/projections';
import type { PersonalData } from './personal-data';

/**
 * A new registration secret (144 random bits) for a person: the clear value to hand over once, the
 * envelope the log keeps so an administrator can look it up again, and the digest a registration is
 * matched by (docs/personal-data.md). A secret registers one portal user; it is then spent.
 */
export const newRegistrationSecret = async (personalData: PersonalData, subject: string) => {
  const secret = randomBytes(18).toString('base64url');
  return { secret, registrationSecret: await personalData.protect(subject, secret), secretDigest: secretDigest(secret) };
};
