import { SelectionPanel } from '../layout/SelectionPanel';
import { usePropertyDetails } from './api/use-property-details';
import { PropertyDetailsView } from './PropertyDetailsView';

/** 'Property Details': everything recorded on one property, today or at another time. */
export function PropertyDetailsPanel({ title }: { title: string }) {
  return (
    <SelectionPanel title={title} of="property" useData={usePropertyDetails} failureLog="Error fetching property details:" inTime>
      {(details) => <PropertyDetailsView details={details} />}
    </SelectionPanel>
  );
}
