import { expect, test, type Page } from '@playwright/test';
import { localeNames, localeTags } from '@medivia/site-core/model';
import { markets, oneMarket } from '../support/markets';
import { gotoHydrated } from '../support/hydration';
import { disclosure, textOf } from '../support/header';

const widths = [320, 375, 768, 1024, 1280, 1440, 1920];
const shots = '/tmp/shots-header';

interface ItemBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  lines: number;
}

/**
 * The boxes of the header's visible items: the logo, every control and link of the bar and of the
 * header row (not their contents, and not the skip link or visually hidden text). `lines` counts
 * the distinct line tops of the item's text, so a wrapped label shows as 2 or more.
 */
function headerItems(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
      (el) => {
        if (el.matches('.skip-link') || el.closest('details:not([open]) > :not(summary)'))
          return false;
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      },
    );
    return controls.map((el) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Visually hidden text lies in a 1 px box; it is read, not seen.
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 1 && !tops.some((top) => Math.abs(top - rect.top) < 6))
            tops.push(rect.top);
        }
      }
      const box = el.getBoundingClientRect();
      return {
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
        lines: tops.length,
      };
    });
  }) as Promise<ItemBox[]>;
}

const overlaps = (a: ItemBox, b: ItemBox) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

for (const market of markets) {
  const locale = market.router.defaultLocale;
  const t = textOf(market, locale);

  test.describe(`${market.code} header layout`, () => {
    test.use({ baseURL: market.baseURL });

    for (const width of widths) {
      test(`at ${width} px nothing wraps, overlaps or leaves the screen, and targets are 24 px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await gotoHydrated(page, '/');
        const items = await headerItems(page);
        expect(items.length).toBeGreaterThan(3);
        for (const item of items) {
          expect.soft(item.lines, `${item.name} on one line`).toBeLessThanOrEqual(1);
          expect.soft(item.x, `${item.name} inside the screen`).toBeGreaterThanOrEqual(0);
          expect
            .soft(item.x + item.width, `${item.name} inside the screen`)
            .toBeLessThanOrEqual(width);
          expect.soft(item.width, `${item.name} width`).toBeGreaterThanOrEqual(24);
          expect.soft(item.height, `${item.name} height`).toBeGreaterThanOrEqual(24);
        }
        const clashes = items.flatMap((a, i) =>
          items.slice(i + 1).flatMap((b) => (overlaps(a, b) ? [`${a.name} / ${b.name}`] : [])),
        );
        expect(clashes).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });
    }

    test('each language link is named by its language alone, in that language', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const languages = page.getByRole('navigation', { name: t('nav.language') });
      for (const other of market.router.locales.filter((l) => l !== locale)) {
        const link = languages.getByRole('link', { name: localeNames[other], exact: true });
        await expect(link).toHaveAttribute('lang', localeTags[other]);
      }
    });
  });
}

// The menus' opening, focus and keyboard are site-core's header, the same in every market: one market
// runs them, cro, whose header is the fullest (the anniversary badge, the report link). The layout
// above stays per market: its labels are each market's words.
for (const market of oneMarket('cro')) {
  const t = textOf(market, market.router.defaultLocale);

  test.describe(`${market.code} header layout`, () => {
    test.use({ baseURL: market.baseURL });

    for (const width of [320, 375, 768]) {
      test(`at ${width} px the mobile menu opens below the header and hands focus back`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 740 });
        await gotoHydrated(page, '/');
        const menu = disclosure(page, t('nav.openMenu'));
        const logo = page
          .getByRole('banner')
          .getByRole('link')
          .filter({ has: page.locator('svg') })
          .first();

        await menu.toggle.click();
        await expect(menu.details).toHaveAttribute('open', '');
        const header = (await page.getByRole('banner').boundingBox())!;
        const sheet = (await menu.panel.boundingBox())!;
        expect(sheet.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        const logoBox = (await logo.boundingBox())!;
        expect(sheet.y).toBeGreaterThanOrEqual(logoBox.y + logoBox.height);
        await expect(menu.panel.getByRole('link').first()).toBeFocused();
        await expect(menu.panel.getByRole('link').first()).toBeInViewport();

        await page.keyboard.press('Escape');
        await expect(menu.details).not.toHaveAttribute('open');
        await expect(menu.toggle).toBeFocused();

        await menu.toggle.click();
        await expect(menu.panel.getByRole('link').first()).toBeFocused();
        await menu.toggle.click();
        await expect(menu.details).not.toHaveAttribute('open');
        await expect(menu.toggle).toBeFocused();
      });
    }

    test('the desktop menus keep their keyboard: Enter opens, arrows move, Escape closes', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, '/');
      for (const label of [t('nav.services'), t('nav.departments')]) {
        const menu = disclosure(page, label);
        await menu.toggle.focus();
        await page.keyboard.press('Enter');
        await expect(menu.details).toHaveAttribute('open', '');
        await page.keyboard.press('ArrowDown');
        await expect(menu.panel.getByRole('link').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu.details).not.toHaveAttribute('open');
        await expect(menu.toggle).toBeFocused();
      }
    });

    test('screenshots of the header closed and open', async ({ page }) => {
      for (const width of [375, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await gotoHydrated(page, '/');
        await page.screenshot({ path: `${shots}/${width}-closed.png` });
        const menus = width < 900 ? [t('nav.openMenu')] : [t('nav.services'), t('nav.departments')];
        for (const [i, label] of menus.entries()) {
          const menu = disclosure(page, label);
          await menu.toggle.click();
          await expect(menu.details).toHaveAttribute('open', '');
          await page.screenshot({ path: `${shots}/${width}-open-${i}.png` });
          await page.keyboard.press('Escape');
          await page.mouse.click(width - 5, 700);
        }
      }
    });
  });
}
