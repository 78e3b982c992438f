import { domainEvent, type DomainEvent } from '@portal/contracts';
import { conflict } from '../shared/errors';
import type { Decider } from '../shared/command-runner';

/** One stream per partner (the spec's configurable `{name}` counterparty): its name is its identity. */
export const partnerStream = (partnerName: string) => `partner-${partnerName}`;

export interface PartnerState {
  exists: boolean;
}

export interface AddPartner {
  type: 'AddPartner';
  partnerName: string;
  /** The configured display label (PARTNER_LABEL), for the message. */
  label: string;
}

export type PartnerCommand = AddPartner;

export const partnerDecider: Decider<PartnerState, PartnerCommand> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'PartnerAdded' ? { exists: true } : state),
  decide: (command, state): DomainEvent[] => {
    if (state.exists) throw conflict(`A ${command.label} named ${command.partnerName} already exists.`);
    return [domainEvent('PartnerAdded', { partnerName: command.partnerName })];
  },
};
