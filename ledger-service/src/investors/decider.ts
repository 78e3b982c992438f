import { domainEvent, type DomainEvent, type FeeBasisPoints } from '@portal/contracts';
import { conflict } from '../shared/errors';
import type { Decider } from '../shared/command-runner';

export const investorStream = (investorName: string) => `investor-${investorName}`;

export interface InvestorState {
  exists: boolean;
}

export interface AddInvestor {
  type: 'AddInvestor';
  investorName: string;
  email: string;
  phone: string;
  address: string;
  feeBasisPoints: FeeBasisPoints;
  registrationSecret: string;
}

export type InvestorCommand = AddInvestor;

export const investorDecider: Decider<InvestorState, InvestorCommand> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'InvestorAdded' ? { exists: true } : state),
  decide: (command, state): DomainEvent[] => {
    if (state.exists) throw conflict(`An investor named ${command.investorName} already exists.`);
    const { type: _type, ...data } = command;
    return [domainEvent('InvestorAdded', data)];
  },
};
