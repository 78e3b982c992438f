/**
 * The tables of the ledger read model (schema `rm_ledger`), unqualified: the runner sets search_path.
 *
 * Three layers, all written by the ledger projector only:
 * - the facts of the log, one row per record, voided records deleted (a void counts nowhere);
 * - small aggregates kept up to date by deltas, so that recomputing a property reads a few rows per
 *   month rather than every record it ever had, and so the reads stay fast at a million events;
 * - `allocation_rows`: the (investor, property, month) rows of `propertyMonths`.
 * Money is int8 cents; months are `YYYY-MM` text; names compare with COLLATE "C" in queries, which
 * is the figures engine's code-unit order.
 */
export const ledgerTables: readonly string[] = [
  // An investor's order key places them by name (figures/order.ts); `legacy`: added in a log from
  // before keys were recorded (their id is their name, and the key was derived from it).
  `CREATE TABLE investors (investor_id text PRIMARY KEY, fee_basis_points int NOT NULL, order_key text NOT NULL, legacy boolean NOT NULL)`,
  `CREATE TABLE llcs (
    llc_name text PRIMARY KEY,
    address text NOT NULL,
    date_started date NOT NULL,
    principal_business_activity text NOT NULL,
    principal_product text NOT NULL,
    business_code_number text NOT NULL
  )`,
  `CREATE TABLE partners (partner_name text PRIMARY KEY)`,
  `CREATE TABLE expense_categories (category text PRIMARY KEY)`,
  `CREATE TABLE properties (
    property_name text PRIMARY KEY,
    property_type text NOT NULL,
    llc_name text NOT NULL,
    address text NOT NULL,
    purchase_date date NOT NULL,
    purchase_price_cents int8 NOT NULL,
    land_value_cents int8 NOT NULL,
    property_value_cents int8 NOT NULL,
    picture_url text NOT NULL
  )`,
  `CREATE TABLE property_notes (property_name text PRIMARY KEY, notes text NOT NULL)`,

  // Record ids are not unique keys: a projector must never stop on a log it did not expect. The one
  // index of a voidable table serves both the reads by owner and the voids, which name (owner, id).
  // `seq` is the order a table's records were recorded in (1, 2, ... in log order, voided ones
  // counted: projector/write-facts.ts): records of one day are listed in it, never by their random ids.
  `CREATE TABLE capital_movements (
    record_id uuid NOT NULL,
    kind text NOT NULL CHECK (kind IN ('investment', 'withdrawal')),
    investor_id text NOT NULL,
    property_name text NOT NULL,
    amount_cents int8 NOT NULL,
    date date NOT NULL,
    seq int8 NOT NULL
  )`,
  `CREATE INDEX capital_movements_property ON capital_movements (property_name)`,
  `CREATE UNIQUE INDEX capital_movements_seq ON capital_movements (seq)`,
  // For "as of today" within the current month: the movements of an investor dated after today.
  `CREATE INDEX capital_movements_investor ON capital_movements (investor_id, date)`,
  `CREATE TABLE gross_records (
    record_id uuid NOT NULL,
    kind text NOT NULL CHECK (kind IN ('income', 'partner_income', 'land_contract_payment')),
    property_name text NOT NULL,
    partner_name text,
    description text NOT NULL,
    amount_cents int8 NOT NULL,
    date date NOT NULL,
    income_for_month text,
    category text,
    seq int8 NOT NULL
  )`,
  `CREATE INDEX gross_records_property ON gross_records (property_name, record_id)`,
  `CREATE UNIQUE INDEX gross_records_seq ON gross_records (seq)`,
  `CREATE TABLE property_expenses (
    record_id uuid NOT NULL,
    property_name text NOT NULL,
    partner_name text,
    investor_id text,
    description text NOT NULL,
    amount_cents int8 NOT NULL,
    expense_date date NOT NULL,
    expense_for_month text NOT NULL,
    category text NOT NULL,
    seq int8 NOT NULL
  )`,
  `CREATE INDEX property_expenses_property ON property_expenses (property_name, record_id)`,
  `CREATE UNIQUE INDEX property_expenses_seq ON property_expenses (seq)`,
  `CREATE TABLE deposits (
    record_id uuid NOT NULL,
    kind text NOT NULL CHECK (kind IN ('received', 'withdrawn')),
    property_name text NOT NULL,
    partner_name text,
    amount_cents int8 NOT NULL,
    date date NOT NULL,
    notes text NOT NULL,
    seq int8 NOT NULL
  )`,
  `CREATE INDEX deposits_property ON deposits (property_name, record_id)`,
  `CREATE UNIQUE INDEX deposits_seq ON deposits (seq)`,
  `CREATE TABLE cash_withdrawals (
    record_id uuid NOT NULL,
    investor_id text NOT NULL,
    amount_cents int8 NOT NULL,
    date date NOT NULL,
    description text NOT NULL,
    seq int8 NOT NULL
  )`,
  `CREATE INDEX cash_withdrawals_investor ON cash_withdrawals (investor_id)`,
  `CREATE UNIQUE INDEX cash_withdrawals_seq ON cash_withdrawals (seq)`,
  `CREATE TABLE llc_expenses (
    record_id uuid NOT NULL,
    llc_name text NOT NULL,
    description text NOT NULL,
    amount_cents int8 NOT NULL,
    expense_date date NOT NULL,
    category text NOT NULL,
    seq int8 NOT NULL
  )`,
  `CREATE INDEX llc_expenses_llc ON llc_expenses (llc_name, record_id)`,
  `CREATE UNIQUE INDEX llc_expenses_seq ON llc_expenses (seq)`,
  // Every void (the audit of what was deleted), and those that named no record (yet): a record
  // arriving after its void still counts nowhere.
  `CREATE TABLE voids (kind text NOT NULL, owner text NOT NULL, record_id uuid NOT NULL, PRIMARY KEY (kind, owner, record_id))`,
  `CREATE TABLE orphan_voids (kind text NOT NULL, owner text NOT NULL, record_id uuid NOT NULL, PRIMARY KEY (kind, owner, record_id))`,
  // How many records each table was given, voided ones included: the next one's seq follows. (A void
  // deletes its row, so the largest seq stored is not the count.)
  `CREATE TABLE record_counts (table_name text PRIMARY KEY, recorded int8 NOT NULL)`,

  // Aggregates, maintained by signed deltas (a void subtracts what its record added).
  `CREATE TABLE month_totals (
    property_name text NOT NULL,
    month text NOT NULL,
    gross_cents int8 NOT NULL,
    shared_expenses_cents int8 NOT NULL,
    PRIMARY KEY (property_name, month)
  )`,
  `CREATE TABLE own_expense_totals (
    property_name text NOT NULL,
    month text NOT NULL,
    investor_id text NOT NULL,
    expenses_cents int8 NOT NULL,
    PRIMARY KEY (property_name, month, investor_id)
  )`,
  /** Capital per (property, investor, month): the allocation takes shares at month ends. */
  `CREATE TABLE capital_months (
    property_name text NOT NULL,
    investor_id text NOT NULL,
    month text NOT NULL,
    invested_cents int8 NOT NULL,
    withdrawn_cents int8 NOT NULL,
    PRIMARY KEY (property_name, investor_id, month)
  )`,
  `CREATE INDEX capital_months_investor ON capital_months (investor_id, month)`,
  /** How many dates of live records fall in each year (tax_years starts at the earliest). */
  `CREATE TABLE record_years (year text PRIMARY KEY, dates int8 NOT NULL)`,

  // Land contracts (docs/land-contracts.md): their records and payments as logged, in log order
  // (`seq`), from which a property's books are computed again; and what the books are, per month and
  // per return or write-off of an investor's capital (projector/land-contract-books.ts).
  `CREATE TABLE lc_events (property_name text NOT NULL, seq int8 NOT NULL, event jsonb NOT NULL, PRIMARY KEY (property_name, seq))`,
  `CREATE INDEX lc_events_seq ON lc_events (seq)`,
  `CREATE TABLE lc_months (
    property_name text NOT NULL,
    month text NOT NULL,
    late_fees_cents int8 NOT NULL,
    interest_cents int8 NOT NULL,
    gain_cents int8 NOT NULL,
    governed_cents int8 NOT NULL,
    capital_returned_cents int8 NOT NULL,
    written_off_cents int8 NOT NULL
  )`,
  // No unique keys: a property's rows are replaced by a DELETE and an INSERT in one statement.
  `CREATE INDEX lc_months_property ON lc_months (property_name)`,
  `CREATE TABLE lc_reductions (
    property_name text NOT NULL,
    investor_id text NOT NULL,
    contract_id text NOT NULL,
    receipt_id text,
    kind text NOT NULL CHECK (kind IN ('returned', 'written_off')),
    date date NOT NULL,
    amount_cents int8 NOT NULL
  )`,
  `CREATE INDEX lc_reductions_property ON lc_reductions (property_name)`,
  // How many own dates of its contract records (openings, closes, waivers) fall in each year: record_years holds them too.
  `CREATE TABLE lc_years (property_name text NOT NULL, year text NOT NULL, dates int8 NOT NULL)`,
  `CREATE INDEX lc_years_property ON lc_years (property_name)`,
  `CREATE INDEX lc_reductions_investor ON lc_reductions (investor_id, date)`,

  `CREATE TABLE allocation_rows (
    property_name text NOT NULL,
    month text NOT NULL,
    investor_id text NOT NULL,
    allocated_cents int8 NOT NULL,
    fee_cents int8 NOT NULL,
    own_expenses_cents int8 NOT NULL,
    income_cents int8 NOT NULL,
    PRIMARY KEY (property_name, month, investor_id)
  )`,
];

/** For the investors' reports only (the projector deletes and writes allocation rows by property). */
export const ledgerReadIndexes: readonly string[] = [
  `CREATE INDEX allocation_rows_investor ON allocation_rows (investor_id, month) INCLUDE (income_cents)`,
];
