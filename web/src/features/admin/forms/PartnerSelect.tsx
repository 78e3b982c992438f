import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { useAppConfig } from '../../../lib/app-config';
import { Select, type SelectProps } from '../form-kit';

/**
 * The partner a record is with, under the firm's own word for one; `optional` lets it stay at
 * "None" (income, expenses and deposits), otherwise one must be chosen (land-contract payments).
 */
export function PartnerSelect({ optional = false, ...bound }: Omit<SelectProps, 'label' | 'options'> & { optional?: boolean }) {
  const helpers = useAdminHelpers();
  const { partnerLabel } = useAppConfig();
  const choice = optional ? { label: `${partnerLabel} (optional)`, placeholder: 'None', required: false } : { label: partnerLabel };
  return <Select options={helpers.loren_list} {...choice} {...bound} />;
}
