import { formatCurrency } from '../../../lib/format';

/**
 * LLC tax figures use a variant of the currency formatter. Tax returns report whole
 * dollars, so the variant is the rounded one: '$1,235'.
 */
export const taxMoney = (value: number): string => formatCurrency(value, { round: true });
