import type { AddProperty } from '../properties/decider';

/** A rental property, Elm, as the runner's and the deciders' tests add it to `property-Elm`. */
export const addElm: AddProperty = {
  type: 'AddProperty',
  propertyName: 'Elm',
  address: 'a',
  purchaseDate: '2024-01-01',
  purchasePriceCents: 1,
  propertyType: 'Rental',
  pictureUrl: '/p',
  llcName: 'L',
  landValueCents: 0,
  propertyValueCents: 0,
};
