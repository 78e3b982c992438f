import type { EventData } from '@portal/contracts';

/** Test support only (the audit tests): Main LLC as the administrator adds it in the audit tests' histories. */
export const mainLlcData: EventData<'LlcAdded'> = {
  llcName: 'Main LLC',
  address: '9 Main St',
  dateStarted: '2020-02-01',
  principalBusinessActivity: 'Real estate',
  principalProduct: 'Rentals',
  businessCodeNumber: '531110',
};
