import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
  for (const p of paths) {
    await page.goto(base + p);
    const name = `/tmp/shot-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
