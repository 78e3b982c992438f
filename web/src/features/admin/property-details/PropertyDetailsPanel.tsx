import { useLogFailure } from '../api/use-log-failure';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { SelectorCard } from '../layout/SelectorCard';
import { useUrlSelection } from '../layout/use-url-selection';
import { Panel } from '../layout/Panel';
import { usePropertyDetails } from './api/use-property-details';
import { PropertyDetailsView } from './PropertyDetailsView';

/** 'Property Details': everything recorded on one property. */
export function PropertyDetailsPanel({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const [{ property }, select] = useUrlSelection(['property']);
  const details = usePropertyDetails(property);
  useLogFailure(details.error, 'Error fetching property details:');

  return (
    <Panel title={title}>
      <SelectorCard
        label="Select Property:"
        options={helpers.properties}
        value={property}
        onChange={(name) => select({ property: name })}
      />
      {property !== '' && details.isPending && <p role="status">Loading...</p>}
      {details.data && <PropertyDetailsView details={details.data} />}
    </Panel>
  );
}
