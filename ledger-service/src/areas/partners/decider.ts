import { domainEvent, type DomainEvent } from '@portal/contracts';
import { conflict } from '../../shared/errors';
import type { Decider } from '../../shared/decider';

export interface PartnerState {
  exists: boolean;
  /** The partner's name as written. */
  name: string | null;
}

export interface AddPartner {
  type: 'AddPartner';
  partnerName: string;
  /** The configured display label (PARTNER_LABEL), for the message. */
  label: string;
}

export type PartnerCommand = AddPartner;

export const partnerDecider: Decider<PartnerState, PartnerCommand> = {
  initialState: () => ({ exists: false, name: null }),
  evolve: (state, event) => (event.type === 'PartnerAdded' ? { exists: true, name: event.data.partnerName } : state),
  foldKey: 'partner',
  decide: (command, state): DomainEvent[] => {
    if (state.exists) throw conflict(`A ${command.label} named ${state.name ?? command.partnerName} already exists.`);
    return [domainEvent('PartnerAdded', { partnerName: command.partnerName })];
  },
};
