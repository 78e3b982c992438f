import type { PortalUserQueries } from '@portal/projections';
import { userSubject, type PersonalData } from '../../shared/personal-data';
import { newRegistrationSecret } from '../../shared/personal-data/registration-secrets';

/**
 * An auditor's registration secret, made and found here only: like an investor's (144 random bits,
 * sealed under the auditor's own key in `AuditorAdded`, found by its digest; docs/personal-data.md).
 * Shown once; the portal-users read model keeps its digest only until the auditor registers, and
 * adding the username again before that replaces it.
 */
export const auditorSecret = {
  issue: (personalData: PersonalData, username: string) => newRegistrationSecret(personalData, userSubject(username)),
  /** The auditor the secret registers, or null (an unknown, replaced or used secret). */
  find: (users: Pick<PortalUserQueries, 'auditorBySecret'>, secret: string): Promise<string | null> => users.auditorBySecret(secret),
};
