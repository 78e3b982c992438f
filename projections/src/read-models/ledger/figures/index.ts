/**
 * The pure figures engine of docs/figures.md: plain facts in, integer cents out, no database, clock or I/O.
 * A projector feeds `computePropertyMonths` one property at a time and stores its rows; the reads fold
 * those rows with the investor, admin and tax functions, then `wire.ts` converts cents to dollars.
 */
export * from './admin-figures';
export * from './capital';
export * from './facts';
export * from './investor-figures';
export * from './largest-remainder';
export * from './ledger-rows';
export * from './member-figures';
export * from './months';
export * from './order';
export * from './property-months';
export * from './rounding';
export * from './tax-totals';
