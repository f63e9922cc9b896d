import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { backOfficeApi, signIn, signInBrowser } from '../support/backOffice';
import { markets, oneMarket } from '../support/markets';

/** The administrator's session in the browser: the run's stored one (support/globalSetup.ts). */
async function signInAdmin(page: Page, baseURL: string) {
  await signInBrowser(page, baseURL);
}

/** Opens the article in the admin and its schedule dialog from the publish button's menu. */
async function openScheduleDialog(page: Page, baseURL: string, id: number, locale: string) {
  await page.goto(`${baseURL}/admin/collections/news/${id}?locale=${locale}`);
  await expect(page.locator('#field-title')).toBeEditable({ timeout: 30_000 });
  await page.locator('#action-save').locator('..').getByRole('button').last().click();
  await page.getByRole('button', { name: 'Schedule Publish' }).click();
  const dialog = page.locator('.schedule-publish');
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  return dialog;
}

/** A draft written ahead, in the market's default locale, by `staff`; its id. */
async function draftArticle(
  request: APIRequestContext,
  baseURL: string,
  staff: Record<string, string>,
  locale: string,
) {
  const api = `${baseURL}${backOfficeApi}`;
  const stamp = Date.now().toString(36);
  const categories = await request.get(`${api}/news-categories?locale=${locale}&limit=1`, {
    headers: staff,
  });
  const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id;
  const created = await request.post(`${api}/news?locale=${locale}&draft=true`, {
    headers: staff,
    data: {
      title: `Članak za ponedjeljak ${stamp}`,
      summary: 'Objavljuje se u zakazano vrijeme.',
      category,
      publishedOn: new Date().toISOString(),
      _status: 'draft',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { doc: { id: number } }).doc.id;
}

/** The city of a time zone, as the dialog's time zone picker names it. */
const cityOf = (timeZone: string) => timeZone.split('/').pop()!.replace(/_/g, ' ');

// An editor schedules an article written ahead: the dialog offers what the article needs (publishing
// a draft, unpublishing a published article) and the time is the market's, whatever the laptop says.
// Each market has its own time zone: the draft's dialog is opened per market.
for (const market of markets) {
  test.describe(`${market.code}: the schedule dialog`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const locale = market.router.defaultLocale;
    // A browser elsewhere in the world: the dialog still proposes the market's time zone.
    test.use({ timezoneId: 'America/New_York' });
    test.describe.configure({ timeout: 120_000 });

    test('a draft never published is scheduled to publish, in the market’s time zone', async ({
      page,
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const id = await draftArticle(request, market.baseURL, staff, locale);
      try {
        await signInAdmin(page, market.baseURL);
        const dialog = await openScheduleDialog(page, market.baseURL, id, locale);
        await expect(dialog.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked();
        await expect(dialog.getByRole('radio', { name: 'Unpublish' })).not.toBeChecked();
        await expect(dialog.locator('.timezone-picker')).toContainText(
          `) ${cityOf(market.config.timeZone)}`,
        );
      } finally {
        await request.delete(`${api}/news/${id}`, { headers: staff });
      }
    });
  });
}

// Which action the dialog offers a published article is site-core's, the same in every market: one
// market runs it.
for (const market of oneMarket('cro')) {
  test.describe(`${market.code}: the schedule dialog`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const locale = market.router.defaultLocale;
    test.use({ timezoneId: 'America/New_York' });
    test.describe.configure({ timeout: 120_000 });

    test('a published article with nothing newer is offered to be unpublished, in the market’s time zone', async ({
      page,
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const id = await draftArticle(request, market.baseURL, staff, locale);
      try {
        // Published, with nothing newer: the dialog offers taking it down (Payload's own default).
        const published = await request.patch(`${api}/news/${id}?locale=${locale}`, {
          headers: staff,
          data: { _status: 'published' },
        });
        expect(published.status(), await published.text()).toBe(200);
        await signInAdmin(page, market.baseURL);
        const dialog = await openScheduleDialog(page, market.baseURL, id, locale);
        await expect(dialog.getByRole('radio', { name: 'Unpublish' })).toBeChecked();
        await expect(dialog.locator('.timezone-picker')).toContainText(
          `) ${cityOf(market.config.timeZone)}`,
        );
      } finally {
        await request.delete(`${api}/news/${id}`, { headers: staff });
      }
    });
  });
}
