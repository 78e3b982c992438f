/**
 * Land-contract servicing and its books (docs/land-contracts.md): pure functions of a contract's
 * terms, its receipts and the investors' capital records, in integer cents. Splits are computed
 * every time from these, never stored.
 */
export * from './calendar';
export * from './capital-recovery';
export * from './day-count';
export * from './history';
export * from './records';
export * from './refusals';
export * from './schedule';
export * from './servicing';
export * from './status';
export * from './terms';
export * from './waivers';
export * from './property-contracts';
export * from './books';
