import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';
import { identityEventsOf, touchesIdentity } from '../identity-events';
import { secretDigest } from './secret-digest';

/**
 * Investors as the admin back office lists them. Contact details and the registration secret are
 * kept as the events hold them: sealed envelopes the API opens for an answer (docs/personal-data.md),
 * so this table holds nothing personal in clear text. A secret is found by its digest.
 */
export const investorsProjector: Projector = {
  name: 'investors',
  schema: 'rm_investors',
  ddl: [
    `CREATE TABLE investors (
      investor_name text PRIMARY KEY,
      email text NOT NULL,
      phone text NOT NULL,
      address text NOT NULL,
      fee_basis_points int NOT NULL,
      registration_secret text NOT NULL,
      secret_digest text NOT NULL UNIQUE,
      -- The portal user registered with the current secret (which is then spent), if any.
      portal_user text,
      personal_data_erased boolean NOT NULL DEFAULT false,
      added_at timestamptz NOT NULL
    )`,
  ],
  touches: touchesIdentity,
  async apply(tx, events) {
    for (const { recorded, event } of identityEventsOf(events)) {
      if (event.type === 'InvestorAdded') {
        const d = event.data;
        // A log from before sealing holds the clear secret and no digest.
        const digest = d.secretDigest ?? secretDigest(d.registrationSecret);
        await tx.query(sql.unsafe`
          INSERT INTO investors (investor_name, email, phone, address, fee_basis_points, registration_secret, secret_digest, added_at)
          VALUES (${d.investorName}, ${d.email}, ${d.phone}, ${d.address}, ${d.feeBasisPoints}, ${d.registrationSecret}, ${digest},
                  ${recorded.recordedAt}::timestamptz)`);
      } else if (event.type === 'RegistrationSecretIssued') {
        const d = event.data;
        await tx.query(sql.unsafe`
          UPDATE investors SET registration_secret = ${d.registrationSecret}, secret_digest = ${d.secretDigest}
          WHERE investor_name = ${d.investorName}`);
      } else if (event.type === 'PortalUserRegistered') {
        const d = event.data;
        await tx.query(sql.unsafe`UPDATE investors SET portal_user = ${d.username} WHERE investor_name = ${d.investorName}`);
      } else if (event.type === 'PortalUserDeleted') {
        await tx.query(sql.unsafe`UPDATE investors SET portal_user = NULL WHERE investor_name = ${event.data.investorName}`);
      } else if (event.type === 'PersonalDataForgotten') {
        await tx.query(sql.unsafe`UPDATE investors SET personal_data_erased = true WHERE investor_name = ${event.data.investorName}`);
      }
    }
  },
};
