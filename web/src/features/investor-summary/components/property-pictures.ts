import type { PropertyPictureEntry } from '../api/answers';

export interface PropertyCardData {
  name: string;
  pictureUrl: string;
}

/** `property_pictures` is a list of single-entry maps {name: url}; the strip wants name and URL side by side. */
export function propertyCards(pictures: readonly PropertyPictureEntry[]): PropertyCardData[] {
  return pictures.flatMap((entry) => Object.entries(entry).map(([name, pictureUrl]) => ({ name, pictureUrl: pictureUrl ?? '' })));
}
