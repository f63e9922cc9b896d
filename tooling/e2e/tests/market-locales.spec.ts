import { expect, test } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { markets } from '../support/markets';

// Every market shares one database schema, which knows all the group's locales (hr, sl, bs, en); each
// market's API answers in its own locales only. Another market's locale is refused with a 400 that
// names the locales the site has, over REST and GraphQL, for reads and writes, and nothing is saved.
const groupLocales = ['hr', 'sl', 'bs', 'en'] as const;

for (const market of markets) {
  const own = market.router.locales as readonly string[];
  const foreign = groupLocales.filter((locale) => !own.includes(locale));

  test.describe(`${market.code}: the back office speaks the market's locales only`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;

    test("a REST read or write in another market's locale answers 400 naming the site's locales", async ({
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      for (const locale of foreign) {
        for (const path of ['news', 'jobs', 'globals/company']) {
          const read = await request.get(`${api}/${path}?locale=${locale}`, { headers: staff });
          expect(read.status(), `${path}?locale=${locale}`).toBe(400);
          const { errors } = (await read.json()) as { errors: { message: string }[] };
          expect(errors[0]?.message).toBe(
            `This site has no locale "${locale}": use ${[...own, 'all'].join(', ')}.`,
          );
        }
      }
      // A write in another locale changes nothing: the article keeps its title in every locale.
      const { docs } = (await (
        await request.get(`${api}/news?limit=1&locale=all&depth=0`, { headers: staff })
      ).json()) as { docs: { id: number; title: Record<string, string | null> }[] };
      const article = docs[0]!;
      const write = await request.patch(`${api}/news/${article.id}?locale=${foreign[0]}`, {
        headers: staff,
        data: { title: 'Not this market’s language' },
      });
      expect(write.status()).toBe(400);
      const after = await request.get(`${api}/news/${article.id}?locale=all&depth=0`, {
        headers: staff,
      });
      expect(((await after.json()) as { title: unknown }).title).toEqual(article.title);
      // The market's own locales and `all` are read as before.
      for (const locale of [...own, 'all']) {
        const read = await request.get(`${api}/news?limit=1&locale=${locale}`, { headers: staff });
        expect(read.status(), `news?locale=${locale}`).toBe(200);
      }
    });

    test("a GraphQL read in another market's locale is refused, never a 500", async ({
      request,
    }) => {
      const own = await request.post(`${api}/graphql`, {
        data: {
          query: `{ NewsArticles(limit: 1, locale: ${market.router.defaultLocale}) { docs { title } } }`,
        },
      });
      expect(own.status()).toBe(200);
      expect((await own.json()).data.NewsArticles.docs).toHaveLength(1);

      const other = await request.post(`${api}/graphql`, {
        data: { query: `{ NewsArticles(limit: 1, locale: ${foreign[0]}) { docs { title } } }` },
      });
      expect(other.status()).toBeLessThan(500);
      const body = (await other.json()) as { data?: { NewsArticles: unknown }; errors?: unknown[] };
      expect(body.data?.NewsArticles ?? null).toBeNull();
      expect(JSON.stringify(body.errors)).toContain(`no locale \\"${foreign[0]}\\"`);
    });
  });
}
