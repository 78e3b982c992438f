export * from './ledger-at';
export * from './reports';
export * from './restatements';
export * from './timeline';
export * from './statement';
