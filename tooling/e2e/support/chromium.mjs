// Debian's Chromium as every browser of the tests and scripts launches it: Playwright cannot download
// its own here, and these flags keep it off the network it must not reach and from background work.
import process from 'node:process';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
