import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launch = (): Promise<Browser> => chromium.launch({ executablePath, args });

/** Code that must not reach a page without a form: each is found by a string minification keeps. */
export const forbiddenOnContentPages: Record<string, RegExp> = {
  'zod (form validation)': /\bZodError\b/,
  'react-hook-form': /\bonTouched\b/,
  'formatjs (message formatting)': /\bFORMAT_ERROR\b|\bMISSING_TRANSLATION\b/,
  'message catalogue': /"(?:contact|report)\.[a-z]+\.[a-zA-Z.]+"\s*:/,
};

/** The back office's code, which no public page may load (issue #18): Payload's and Lexical's. */
export const forbiddenOnEveryPage: Record<string, RegExp> = {
  'Payload (back office)': /payload-(?:token|preferences|locked-documents)|@payloadcms\//,
  'Lexical (rich-text editor)': /lexical\.dev\/docs\/error|\bLexicalEditor\b/,
};

export interface PageScripts {
  /** gzip -9 of every script the page loads until the network is idle, in bytes. */
  gzipBytes: number;
  count: number;
  /** Names of forbiddenOnContentPages found in those scripts. */
  forbidden: string[];
  /** Names of forbiddenOnEveryPage found in those scripts. */
  backOffice: string[];
}

/** Loads a page as a visitor would (desktop viewport, nothing clicked) and weighs its JavaScript. */
export async function pageScripts(browser: Browser, url: string): Promise<PageScripts> {
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await page.close();
  const text = scripts.map((b) => b.toString('utf8')).join('\n');
  return {
    gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    count: scripts.length,
    forbidden: Object.entries(forbiddenOnContentPages)
      .filter(([, marker]) => marker.test(text))
      .map(([name]) => name),
    backOffice: Object.entries(forbiddenOnEveryPage)
      .filter(([, marker]) => marker.test(text))
      .map(([name]) => name),
  };
}
