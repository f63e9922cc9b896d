import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
const [base, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
for (const p of paths) {
  await page.goto(base + p);
  for (const y of [0, 800, 1600]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
    const name = `/tmp/vp-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}-${y}.png`;
    await page.screenshot({ path: name });
    console.log(name);
  }
}
await browser.close();
