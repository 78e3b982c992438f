import { properties, propertySlug } from '../portfolio';
import * as homes from './homes';
import * as land from './land';
import { svg, type Part } from './shapes';

/**
 * The demo's property pictures, one per property, drawn from code so they are deterministic and
 * need no external asset. They are committed under web/public/demo/ (Vite copies web/public into
 * the build, so the app serves them at /demo/<slug>.svg); `npx tsx tools/src/demo/pictures/write.ts`
 * writes them again after a change, and pictures.test.ts checks the committed files are current.
 */
const scenes: Record<string, () => readonly Part[]> = {
  'maple-street-duplex': homes.mapleStreetDuplex,
  'oakwood-bungalow': homes.oakwoodBungalow,
  'lakeview-colonial': homes.lakeviewColonial,
  'birch-lane-ranch': homes.birchLaneRanch,
  'harbor-view-townhome': homes.harborViewTownhome,
  'elm-court-fourplex': homes.elmCourtFourplex,
  'cedar-point-cottage': homes.cedarPointCottage,
  'willow-creek-cape-cod': homes.willowCreekCapeCod,
  'pine-hollow-farmhouse': homes.pineHollowFarmhouse,
  'riverbend-ranch': homes.riverbendRanch,
  'sunset-acres-parcel': land.sunsetAcresParcel,
  'depot-street-storefront': land.depotStreetStorefront,
  'riverside-storage-yard': land.riversideStorageYard,
  'highway-31-billboard-site': land.highway31BillboardSite,
  'blueberry-farm-acreage': land.blueberryFarmAcreage,
};

/** Every property's picture: file name (`<slug>.svg`) and SVG text. */
export const demoPictures = (): { file: string; svg: string }[] =>
  properties.map((property) => {
    const slug = propertySlug(property);
    const scene = scenes[slug];
    if (!scene) throw new Error(`No picture drawn for ${property.name}`);
    return { file: `${slug}.svg`, svg: svg(property.name, scene()) };
  });
