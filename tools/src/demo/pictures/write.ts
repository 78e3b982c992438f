import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoPictures } from './index';

/** Where the web app's static files live: Vite copies web/public into web/dist. */
export const picturesDirectory = fileURLToPath(new URL('../../../../web/public/demo/', import.meta.url));

/** `npx tsx tools/src/demo/pictures/write.ts`: (re)draws the demo's property pictures. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(picturesDirectory, { recursive: true });
  for (const picture of demoPictures()) writeFileSync(picturesDirectory + picture.file, picture.svg);
  console.info(`Wrote ${demoPictures().length} pictures to ${picturesDirectory}`);
}
