import { Card } from '../../../components/ui';
import { useRole } from '../../auth';
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
function ContractView({ propertyName, contract, admin }: { propertyName: string; contract: LandContract; admin: boolean }) {
  return (
    <>
      <CardGrid>
        <StatusCard contract={contract} />
        <TermsCard contract={contract} />
      </CardGrid>
      <ReceiptsCard contract={contract} />
      <LateFeesCard propertyName={propertyName} contract={contract} canWaive={admin} />
      <ScheduleCard contract={contract} />
      <CardGrid>
        {isOpen(contract) && <PayoffCard propertyName={propertyName} />}
        <StatementCard propertyName={propertyName} contract={contract} />
      </CardGrid>
      {admin && <ContractCommands propertyName={propertyName} contract={contract} />}
      {admin && !isOpen(contract) && <OpenContractForm propertyName={propertyName} title="Open a new contract" />}
    </>
  );
}

/**
 * 'Land Contracts' (docs/land-contracts.md): pick a Land Contract property; open a contract for it
 * when it has none, else see how its contract stands and service it. An auditor sees it read-only.
 */
export function LandContractsPanel({ title }: { title: string }) {
  // An auditor reads the contract, its payoff and its statement; the forms that change it are an administrator's.
  const admin = useRole() !== 'auditor';
  return (
    <SelectionPanel title={title} of="landContract" useData={useLandContract} failureLog="Error fetching land contract:">
      {({ propertyName, contract }) =>
        contract !== null ? (
          <ContractView key={contract.contract_id} propertyName={propertyName} contract={contract} admin={admin} />
        ) : admin ? (
          <OpenContractForm propertyName={propertyName} title="Open a contract" />
        ) : (
          <Card>No contract has been opened for {propertyName}.</Card>
        )
      }
    </SelectionPanel>
  );
}
