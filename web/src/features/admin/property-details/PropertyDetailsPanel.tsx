import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { SelectionPanel } from '../layout/SelectionPanel';
import { usePropertyDetails } from './api/use-property-details';
import { PropertyDetailsView } from './PropertyDetailsView';

/** 'Property Details': everything recorded on one property, today or at another time. */
export function PropertyDetailsPanel({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  return (
    <SelectionPanel
      title={title}
      param="property"
      label="Select Property:"
      options={helpers.properties}
      useData={usePropertyDetails}
      failureLog="Error fetching property details:"
      inTime
    >
      {(details) => <PropertyDetailsView details={details} />}
    </SelectionPanel>
  );
}
