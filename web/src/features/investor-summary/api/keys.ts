/** Query keys of the investor summary feature; everything under `all` is dropped on sign-out. */
export const investorSummaryKeys = {
  all: ['investor-summary'] as const,
  /** `investorName` '' is the signed-in investor's own summary (route `/investor`). */
  summary: (investorName: string) => [...investorSummaryKeys.all, 'summary', investorName] as const,
  property: (investorName: string, propertyName: string) => [...investorSummaryKeys.all, 'property', investorName, propertyName] as const,
  /** `propertyName` '' is the whole portfolio. */
  returns: (investorName: string, propertyName: string) => [...investorSummaryKeys.all, 'returns', investorName, propertyName] as const,
};
