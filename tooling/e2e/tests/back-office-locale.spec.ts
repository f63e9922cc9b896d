import { expect, test } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { markets } from '../support/markets';

// A REST read without ?locale= reads the market's default locale: a filter over a localized field
// answers 200 instead of failing (it answered 500 before).
const titled = ['news', 'jobs', 'brand-pages', 'legal-pages', 'page-titles'] as const;

for (const market of markets) {
  test.describe(`${market.code}: back-office reads without a locale`, () => {
    test('a where over a localized field answers 200, in the default locale', async ({
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      for (const collection of titled) {
        const url = `${market.baseURL}${backOfficeApi}/${collection}?where[title][equals]=x`;
        const response = await request.get(url, { headers: staff });
        expect(response.status(), `${collection}: ${await response.text()}`).toBe(200);
        expect(await response.json()).toMatchObject({ totalDocs: 0 });
      }
      // Without a filter, the default locale's words come back (a seeded article's title).
      const news = await request.get(`${market.baseURL}${backOfficeApi}/news?limit=1`, {
        headers: staff,
      });
      const withLocale = await request.get(
        `${market.baseURL}${backOfficeApi}/news?limit=1&locale=${market.router.defaultLocale}`,
        { headers: staff },
      );
      const title = (body: unknown) => (body as { docs: { title?: string }[] }).docs[0]?.title;
      expect(title(await news.json())).toBe(title(await withLocale.json()));
    });
  });
}
