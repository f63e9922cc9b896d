import { expect, test, type Page, type Response } from '@playwright/test';
import { coreCatalogues } from '@medivia/site-core/model';
import { forbiddenOnContentPages } from '../support/formCode';
import { gotoHydrated, nextScripts } from '../support/hydration';
import { isClosedOpening, markets, oneMarket, type MarketUnderTest } from '../support/markets';

/*
 * The form pages arrive with their forms rendered but without the forms' code (react-hook-form, zod,
 * the messages): it is fetched on the visitor's first interaction, so the page is as quick to become
 * interactive as a content page (issue #28). What the visitor typed before the code arrived is kept,
 * and the form's own checks then apply to it; nothing moves when the code takes over.
 */

/** The names of forbiddenOnContentPages found in every script the page has loaded so far. */
function formCodeLoadedBy(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  return async () => {
    const text = (await Promise.all(bodies)).join('\n');
    return Object.entries(forbiddenOnContentPages)
      .filter(([, marker]) => marker.test(text))
      .map(([name]) => name);
  };
}

/** Holds every script requested from now on until release(), as a slow connection would. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(nextScripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Layout shifts from now on that CLS counts: those not caused by the visitor's own input (a message
 * that appears under a field the visitor just left is theirs, a form that jumps as its code arrives
 * is not).
 */
async function watchLayoutShift(page: Page) {
  await page.evaluate(() => {
    const record: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) record.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

/** React has hydrated this element: the form's code owns it. */
const enhanced = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);

const formCode = ['zod (form validation)', 'react-hook-form'];

/**
 * Google's bot-check script, answered as Google would (this machine is offline): without it the
 * contact form says it cannot send, and that notice appearing is a shift nobody typed for.
 */
const answerBotCheck = (page: Page) =>
  page.route('https://www.google.com/recaptcha/api.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { ready: (cb) => setTimeout(cb, 0), execute: (k, o) => Promise.resolve('e2e:' + o.action) };`,
    }),
  );

function textsOf(market: MarketUnderTest) {
  const locale = market.router.defaultLocale;
  const t = (id: string) => market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;
  return { locale, t };
}

// The contact and application forms arrive and take over the same way in every market (site-core's
// forms): one market runs them.
for (const market of oneMarket('slo')) {
  const { locale, t } = textsOf(market);
  test.describe(`${market.code} form pages`, () => {
    test.use({ baseURL: market.baseURL, viewport: { width: 390, height: 844 } });
    test.beforeEach(({ page }) => answerBotCheck(page));

    test('the contact page arrives without the form’s code, loads it on the first focus and keeps what was typed', async ({
      page,
    }) => {
      const loaded = formCodeLoadedBy(page);
      await gotoHydrated(page, market.router.href('contact', locale));
      await page.waitForLoadState('networkidle');
      expect(await loaded()).toEqual([]);

      const main = page.getByRole('main');
      const name = main.getByRole('textbox', { name: t('contact.name.label') });
      const email = main.getByRole('textbox', { name: t('contact.email.label') });
      const message = main.getByRole('textbox', { name: t('contact.message.label') });
      const shifts = await watchLayoutShift(page);
      const release = await holdScripts(page);
      // Typed while the code is still on its way, and the department list asked for.
      await name.fill('Ana Horvat');
      await email.fill('ana@');
      await message.fill('Molim ponudu za reagense.');
      await main.getByRole('combobox', { name: t('contact.department.label') }).click();
      release();
      await enhanced(page, 'main form input[name="email"]');
      await expect.poll(loaded).toEqual(expect.arrayContaining(formCode));
      expect(await shifts()).toEqual([]);
      // The click on the select was not lost: its list opens once the code is there. Opening it
      // answers that click a moment late, which the browser cannot tell from a shift without input:
      // the shifts after the choice are watched anew.
      await page.getByRole('option', { name: t('route.diagnostics.title'), exact: true }).click();
      await expect(name).toHaveValue('Ana Horvat');
      await expect(message).toHaveValue('Molim ponudu za reagense.');
      const shiftsAfterChoice = await watchLayoutShift(page);

      // The form's own checks judge what was typed before they arrived.
      await main.getByRole('button', { name: t('contact.send') }).click();
      await expect(main.getByText(t('contact.error.emailInvalid'))).toBeVisible();
      await expect(main.getByText(t('contact.error.nameRequired'))).toHaveCount(0);
      await expect(main.getByText(t('contact.error.messageRequired'))).toHaveCount(0);
      expect(await shiftsAfterChoice()).toEqual([]);
    });

    test('a job opening arrives without the application form’s code and keeps what was typed before it came', async ({
      page,
    }) => {
      const opening = market.router
        .pages(locale)
        .find((route) => route.name === 'jobOpening' && !isClosedOpening(market, route, locale))!;
      const loaded = formCodeLoadedBy(page);
      await gotoHydrated(page, market.router.href('jobOpening', locale, opening.params));
      await page.waitForLoadState('networkidle');
      expect(await loaded()).toEqual([]);

      const form = page.locator('#application form');
      const release = await holdScripts(page);
      await form.getByLabel(t('careers.apply.name')).fill('Ivan Kovač');
      await form.getByLabel(t('careers.apply.email')).fill('ivan@');
      release();
      await enhanced(page, '#application form input[name="email"]');
      await expect.poll(loaded).toEqual(expect.arrayContaining(formCode));
      await expect(form.getByLabel(t('careers.apply.name'))).toHaveValue('Ivan Kovač');

      await form.getByRole('button', { name: t('careers.apply.submit') }).click();
      await expect(form.getByText(t('careers.apply.error.emailInvalid'))).toBeVisible();
      await expect(form.getByText(t('careers.apply.error.phoneRequired'))).toBeVisible();
      await expect(form.getByText(t('careers.apply.error.nameRequired'))).toHaveCount(0);
    });

    test('a submit pressed before the code arrives is checked and handled by the form once it has', async ({
      page,
    }) => {
      const opening = market.router
        .pages(locale)
        .find((route) => route.name === 'jobOpening' && !isClosedOpening(market, route, locale))!;
      const href = market.router.href('jobOpening', locale, opening.params);
      await gotoHydrated(page, href);
      await page.waitForLoadState('networkidle');
      const form = page.locator('#application form');
      const release = await holdScripts(page);
      await form.getByLabel(t('careers.apply.name')).fill('Ivan Kovač');
      await form.getByRole('button', { name: t('careers.apply.submit') }).click();
      release();
      // Held, not posted by the browser, then checked by the form's own rules.
      await expect(form.getByText(t('careers.apply.error.phoneRequired'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(href)}$`));
      await expect(form.getByLabel(t('careers.apply.name'))).toHaveValue('Ivan Kovač');
    });
  });
}

// The report wizard is a page of the markets that take adverse-effect reports (cro): run where it is.
for (const market of markets.filter((candidate) => candidate.router.isVisible('report'))) {
  const { locale } = textsOf(market);
  test.describe(`${market.code} form pages`, () => {
    test.use({ baseURL: market.baseURL, viewport: { width: 390, height: 844 } });
    test.beforeEach(({ page }) => answerBotCheck(page));

    test('the report page arrives without the wizard’s code and loads it when the visitor turns to the form', async ({
      page,
    }) => {
      const loaded = formCodeLoadedBy(page);
      await gotoHydrated(page, market.router.href('report', locale));
      await page.waitForLoadState('networkidle');
      expect(await loaded()).toEqual([]);
      await page.getByRole('radio').first().focus();
      await expect.poll(loaded).toEqual(expect.arrayContaining(formCode));
    });
  });
}
