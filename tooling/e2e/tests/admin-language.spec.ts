import { expect, test } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { markets } from '../support/markets';

/*
 * The admin in the staff's language (backoffice/staffLanguage, next/notModified.ts): Croatian in cro,
 * Slovenian in slo and, Payload having no Bosnian, Croatian in bih, whatever the browser's own
 * language (Chromium here asks for English); the back office's own words (groups, collections, labels)
 * translated with Payload's screens; dates written the local way; English picked by a staff member
 * stays. The other specs work in English, as a staff member who picked it (playwright.config.ts).
 */

const speaks = {
  cro: {
    lang: 'hr',
    news: 'Novosti i događanja',
    title: 'Naslov',
    date: /\b\d{1,2}\. \d{1,2}\. \d{4}\. \d{2}:\d{2}\b/,
  },
  slo: {
    lang: 'sl',
    news: 'Novice in dogodki',
    title: 'Naslov',
    date: /\b\d{1,2}\. \d{1,2}\. \d{4}, \d{2}:\d{2}\b/,
  },
  bih: {
    lang: 'hr',
    news: 'Novosti i događanja',
    title: 'Naslov',
    date: /\b\d{1,2}\. \d{1,2}\. \d{4}\. \d{2}:\d{2}\b/,
  },
} as const;

// A staff member who has not picked a language yet.
test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });

for (const market of markets) {
  const language = speaks[market.code];

  test(`${market.code}: the admin speaks ${language.lang} to a browser that asks for English, and English once picked`, async ({
    page,
    context,
    request,
  }) => {
    const login = await page.goto(`${market.baseURL}/admin/login`);
    expect(login?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    expect((await context.cookies()).find(({ name }) => name === 'payload-lng')?.value).toBe(
      language.lang,
    );

    // Signed in (the session of support/backOffice.ts, past its second factor), the lists speak it too.
    const staff = await signIn(request, market.baseURL);
    const token = staff.Authorization!.replace(/^JWT /, '');
    await context.addCookies([{ name: 'payload-token', value: token, url: market.baseURL }]);
    await page.goto(`${market.baseURL}/admin/collections/news`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1, name: language.news })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: language.title }).first()).toBeVisible();
    // An article's last change, in its sidebar, written the local way (day, month, year, 24 h).
    const list = await request.get(`${market.baseURL}${backOfficeApi}/news?limit=1&depth=0`, {
      headers: staff,
    });
    expect(list.status()).toBe(200);
    const [article] = ((await list.json()) as { docs: { id: number }[] }).docs;
    await page.goto(`${market.baseURL}/admin/collections/news/${article!.id}`);
    await expect(page.getByText(language.date).first()).toBeVisible();

    // A staff member who picks English keeps it.
    await context.addCookies([{ name: 'payload-lng', value: 'en', url: market.baseURL }]);
    await page.goto(`${market.baseURL}/admin/collections/news`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'News and events' })).toBeVisible();
  });
}
