// Prints the gzip size of the JavaScript each given page loads (a quick check; bench:size is the full benchmark).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { gzipSync } from 'node:zlib';
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const p of paths) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r);
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  let total = 0;
  const rows = [];
  for (const r of scripts) {
    const body = await r.body().catch(() => Buffer.alloc(0));
    const size = gzipSync(body).length;
    total += size;
    rows.push(`${(size / 1024).toFixed(1).padStart(7)} kB  ${new URL(r.url()).pathname}`);
  }
  console.log(`${p}: ${(total / 1024).toFixed(1)} kB gzip in ${scripts.length} scripts`);
  if (process.env.VERBOSE) console.log(rows.join('\n'));
  await page.close();
}
await browser.close();
