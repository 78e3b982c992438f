/**
 * The pure figures engine of docs/figures.md: sums in, integer cents out, no database, clock or I/O.
 * The projector feeds `propertyMonths` the totals of one property at a time and stores its rows; the
 * reads pass the sums they select to the investor, admin and tax functions; each has a `...OfRecords`
 * (or `computePropertyMonths`) twin that reduces records to the same sums, for the reference tests.
 * Cents become dollars in the API layer (ledger-service/src/areas/reports/answers).
 */
export * from './account';
export * from './admin-figures';
export * from './capital';
export * from './facts';
export * from './investor-figures';
export * from './land-contract-taxes';
export * from './land-contracts';
export * from './largest-remainder';
export * from './ledger-rows';
export * from './member-figures';
export * from './months';
export * from './order';
export * from './ownership';
export * from './property-months';
export * from './rounding';
export * from './tax-totals';
export * from './returns';
export * from './xirr';
