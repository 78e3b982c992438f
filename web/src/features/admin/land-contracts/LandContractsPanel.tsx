import { CardGrid } from '../layout/Panel';
import { SelectionPanel } from '../layout/SelectionPanel';
import { useLandContract, type LandContract } from './api/use-land-contract';
import { ContractCommands } from './ContractCommands';
import { ReceiptsCard, ScheduleCard } from './HistoryTables';
import { LateFeesCard } from './LateFeesCard';
import { OpenContractForm } from './OpenContractForm';
import { PayoffCard, StatementCard } from './PayoffCard';
import { StatusCard, TermsCard } from './StatusCard';

const isOpen = (contract: LandContract) => contract.status.state === 'current' || contract.status.state === 'past_due';

/** The latest contract of a property: how it stands, every payment's split, its fees, plan, payoff and statement. */
function ContractView({ propertyName, contract }: { propertyName: string; contract: LandContract }) {
  return (
    <>
      <CardGrid>
        <StatusCard contract={contract} />
        <TermsCard contract={contract} />
      </CardGrid>
      <ReceiptsCard contract={contract} />
      <LateFeesCard propertyName={propertyName} contract={contract} />
      <ScheduleCard contract={contract} />
      <CardGrid>
        {isOpen(contract) && <PayoffCard propertyName={propertyName} />}
        <StatementCard propertyName={propertyName} contract={contract} />
      </CardGrid>
      <ContractCommands propertyName={propertyName} contract={contract} />
      {!isOpen(contract) && <OpenContractForm propertyName={propertyName} title="Open a new contract" />}
    </>
  );
}

/**
 * 'Land Contracts' (docs/land-contracts.md): pick a Land Contract property; open a contract for it
 * when it has none, else see how its contract stands and service it.
 */
export function LandContractsPanel({ title }: { title: string }) {
  return (
    <SelectionPanel title={title} of="landContract" useData={useLandContract} failureLog="Error fetching land contract:">
      {({ propertyName, contract }) =>
        contract === null ? (
          <OpenContractForm propertyName={propertyName} title="Open a contract" />
        ) : (
          <ContractView key={contract.contract_id} propertyName={propertyName} contract={contract} />
        )
      }
    </SelectionPanel>
  );
}
