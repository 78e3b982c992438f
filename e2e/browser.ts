import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium), with the flags this closed, root-run machine needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> => {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install Debian's package (apt-get install -y chromium)`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
};
