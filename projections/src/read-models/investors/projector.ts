import { parseDomainEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';

/** Investors as the admin back office lists them. */
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
      registration_secret text NOT NULL UNIQUE,
      added_at timestamptz NOT NULL
    )`,
  ],
  async apply(tx, events) {
    for (const recorded of events) {
      const event = parseDomainEvent(recorded);
      if (event.type !== 'InvestorAdded') continue;
      const d = event.data;
      await tx.query(sql.unsafe`
        INSERT INTO investors (investor_name, email, phone, address, fee_basis_points, registration_secret, added_at)
        VALUES (${d.investorName}, ${d.email}, ${d.phone}, ${d.address}, ${d.feeBasisPoints}, ${d.registrationSecret},
                ${recorded.recordedAt}::timestamptz)`);
    }
  },
};
