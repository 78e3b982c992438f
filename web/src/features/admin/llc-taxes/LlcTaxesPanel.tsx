import styled from 'styled-components';
import { Card, Loading } from '../../../components/ui';
import { useLogFailure } from '../api/use-log-failure';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { FieldGrid, Panel } from '../layout/Panel';
import { usePanelTime } from '../layout/PanelTime';
import { SelectorField } from '../layout/SelectorCard';
import { useUrlSelection } from '../layout/use-url-selection';
import { downloadLlcTaxesCsv } from './api/download-csv';
import { useLlcTaxes } from './api/use-taxes';
import { DownloadButton } from './DownloadButton';
import { LlcTaxReport } from './LlcTaxReport';

const Selectors = styled(FieldGrid)`
  /* The download button beside the two dropdowns once they keep a readable width. */
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
  }
`;

/**
 * 'LLC Taxes': pick a tax year and an LLC to see what its return needs; 'As of' and 'As known on'
 * show it (and its CSVs) at another time, such as the moment the return was filed.
 */
export function LlcTaxesPanel({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const [{ tax_year: taxYear, llc, property }, select] = useUrlSelection(['tax_year', 'llc', 'property']);
  const { time, fields, banner } = usePanelTime();
  const taxes = useLlcTaxes(llc, taxYear, time);
  useLogFailure(taxes.error, 'Error fetching LLC taxes:');
  const bothChosen = llc !== '' && taxYear !== '';

  return (
    <Panel title={title}>
      <Card>
        <Selectors>
          <SelectorField
            label="Select Tax Year:"
            options={helpers.tax_years}
            value={taxYear}
            onChange={(year) => select({ tax_year: year, property: '' })}
          />
          <SelectorField
            label="Select LLC:"
            options={helpers.llcs_list}
            value={llc}
            onChange={(name) => select({ llc: name, property: '' })}
          />
          {taxes.data && <DownloadButton label="Download LLC Taxes CSV" download={() => downloadLlcTaxesCsv(llc, taxYear, time)} />}
        </Selectors>
        {fields}
      </Card>
      {banner}
      {bothChosen && taxes.isPending && <Loading />}
      {bothChosen && taxes.data && (
        <LlcTaxReport
          taxes={taxes.data}
          taxYear={taxYear}
          time={time}
          selectedProperty={property}
          onSelectProperty={(name) => select({ property: name })}
        />
      )}
    </Panel>
  );
}
