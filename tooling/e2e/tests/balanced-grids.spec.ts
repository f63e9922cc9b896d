import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { markets } from '../support/markets';

// Issue #16: figure bands and card grids must be even for any count a market gives (bih has one
// figure, slo four, cro seven). The home page of each market is measured at three widths.
const widths = [375, 1024, 1280];
const shots = process.env.E2E_SHOTS_DIR;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface GridBoxes {
  label: string;
  variant: string;
  area: Box;
  items: Box[];
}

/** Rows of items, by top edge; also reports an item that straddles a row without sharing its top. */
function rowsOf(items: Box[]): { rows: Box[][]; straddling: Box[] } {
  const rows: Box[][] = [];
  const straddling: Box[] = [];
  for (const item of items.toSorted((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(item.y - row[0]!.y) <= 1) row.push(item);
    else if (row && item.y < Math.max(...row.map((b) => b.y + b.height)) - 1) straddling.push(item);
    else rows.push([item]);
  }
  return { rows, straddling };
}

for (const market of markets) {
  for (const width of widths) {
    test(`${market.code} home at ${width}px: figure band and card grids are even and centred`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${market.baseURL}/`);
      const grids: GridBoxes[] = await page
        .locator('main [data-slot="balanced-grid"]')
        .evaluateAll((lists) =>
          lists.map((list) => {
            const parent = list.parentElement!;
            const style = getComputedStyle(parent);
            const outer = parent.getBoundingClientRect();
            const left = outer.left + parseFloat(style.paddingLeft);
            const right = outer.right - parseFloat(style.paddingRight);
            const box = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
            return {
              label: list.closest('section')?.getAttribute('aria-labelledby') ?? '?',
              variant: list.className.includes('figures') ? 'figures' : 'cards',
              area: { x: left, y: outer.y, width: right - left, height: outer.height },
              items: [...list.children].map((item) => box(item.getBoundingClientRect())),
            };
          }),
        );
      expect(grids.map((grid) => grid.label)).toContain('home-figures');

      const problems: string[] = [];
      for (const { label, variant, area, items } of grids) {
        const { rows, straddling } = rowsOf(items);
        if (straddling.length) problems.push(`${label}: an item does not share its row's top`);
        rows.forEach((row, index) => {
          const leftGap = Math.min(...row.map((b) => b.x)) - area.x;
          const rightGap = area.x + area.width - Math.max(...row.map((b) => b.x + b.width));
          if (Math.abs(leftGap - rightGap) > 2)
            problems.push(`${label}: row ${index + 1} is off centre (${leftGap} | ${rightGap})`);
        });
        // With two or more, no item takes more than half the row (cards are one a row on a phone
        // by design); a lone item keeps its own width instead of spanning a desktop row.
        const halfApplies =
          items.length >= 2 ? variant === 'figures' || width >= 1024 : width >= 1024;
        for (const item of items) {
          if (item.x < -0.5 || item.x + item.width > width + 0.5)
            problems.push(`${label}: an item reaches beyond the viewport`);
          if (halfApplies && item.width > area.width / 2 + 1)
            problems.push(`${label}: an item is ${Math.round(item.width)}px of ${area.width}px`);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(problems).toEqual([]);

      if (shots) {
        fs.mkdirSync(shots, { recursive: true });
        await page
          .locator('section[aria-labelledby="home-figures"]')
          .screenshot({ path: `${shots}/${market.code}-band-${width}.png` });
        await page
          .locator('section[aria-labelledby="home-departments"]')
          .screenshot({ path: `${shots}/${market.code}-departments-${width}.png` });
      }
    });
  }
}
