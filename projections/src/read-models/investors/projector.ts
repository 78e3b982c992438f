import { parseDomainEvent, type RecordedEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';
import { secretDigest } from './secret-digest';

/** The events this read model keeps anything of (a sign-in or a page view changes nothing here). */
const investorEvents: ReadonlySet<string> = new Set([
  'InvestorAdded',
  'RegistrationSecretIssued',
  'PortalUserRegistered',
  'PortalUserDeleted',
  'PersonalDataForgotten',
]);

/**
 * Investors as the back office knows them, by id. Their name, contact details and registration secret
 * are kept as the events hold them: sealed envelopes the API opens for an answer
 * (docs/personal-data.md), so this table holds nothing personal in clear text (older logs' names
 * excepted). A secret is found by its digest. `number` counts investors in log order, from 1: an
 * investor whose personal data was erased is shown as "Erased investor {number}".
 */
export const investorsProjector: Projector = {
  name: 'investors',
  schema: 'rm_investors',
  ddl: [
    `CREATE TABLE investors (
      investor_id text PRIMARY KEY,
      investor_name text NOT NULL,
      number int NOT NULL UNIQUE,
      stream_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      address text NOT NULL,
      fee_basis_points int NOT NULL,
      registration_secret text NOT NULL,
      secret_digest text NOT NULL UNIQUE,
      -- The portal user (its user id) registered with the current secret (which is then spent), if any.
      portal_user text,
      personal_data_erased boolean NOT NULL DEFAULT false,
      added_at timestamptz NOT NULL
    )`,
  ],
  // Only what changes this table moves its checkpoint's "changed": the directory of names
  // (ledger-service/src/shared/personal-data/directory.ts) and the answers that show names are kept until it does.
  touches: (events: readonly RecordedEvent[]) => events.some(({ type }) => investorEvents.has(type)),
  async apply(tx, events) {
    for (const recorded of events) {
      if (!investorEvents.has(recorded.type)) continue;
      const event = parseDomainEvent(recorded);
      if (event.type === 'InvestorAdded') {
        const d = event.data;
        // A log from before sealing holds the clear secret and no digest.
        const digest = d.secretDigest ?? secretDigest(d.registrationSecret);
        await tx.query(sql.unsafe`
          INSERT INTO investors (investor_id, investor_name, number, stream_name, email, phone, address, fee_basis_points,
                                 registration_secret, secret_digest, added_at)
          SELECT ${d.investorId}, ${d.investorName}, coalesce(max(number), 0) + 1, ${recorded.streamName}, ${d.email}, ${d.phone},
                 ${d.address}, ${d.feeBasisPoints}, ${d.registrationSecret}, ${digest}, ${recorded.recordedAt}::timestamptz
          FROM investors`);
      } else if (event.type === 'RegistrationSecretIssued') {
        const d = event.data;
        await tx.query(sql.unsafe`
          UPDATE investors SET registration_secret = ${d.registrationSecret}, secret_digest = ${d.secretDigest}
          WHERE investor_id = ${d.investorId}`);
      } else if (event.type === 'PortalUserRegistered') {
        const d = event.data;
        await tx.query(sql.unsafe`UPDATE investors SET portal_user = ${d.userId} WHERE investor_id = ${d.investorId}`);
      } else if (event.type === 'PortalUserDeleted') {
        await tx.query(sql.unsafe`UPDATE investors SET portal_user = NULL WHERE investor_id = ${event.data.investorId}`);
      } else if (event.type === 'PersonalDataForgotten') {
        await tx.query(sql.unsafe`UPDATE investors SET personal_data_erased = true WHERE investor_id = ${event.data.investorId}`);
      }
    }
  },
};
