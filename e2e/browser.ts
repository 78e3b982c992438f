import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium), with the flags this closed, root-run machine needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = (): LaunchOptions => {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install Debian's package (apt-get install -y chromium)`);
  return {
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
  };
};

/** The run's one browser (started by the global setup); test files connect to it by its endpoint. */
export const launchBrowserServer = (): Promise<BrowserServer> => chromium.launchServer(launchOptions());

/** A connection to the run's browser: closing it closes this file's contexts, not the browser. */
export const connectBrowser = (wsEndpoint: string): Promise<Browser> => chromium.connect(wsEndpoint);
