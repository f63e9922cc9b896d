import { expect, test } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { markets } from '../support/markets';

// Two documents of one collection cannot share an address in a language: the save that would make the
// second one is refused with the reason on the slug field, so no article hides another one and the
// feed and sitemap never list an address twice. Drafts only, on the shared servers: nothing public changes.
for (const market of markets) {
  test.describe(`${market.code}: slugs`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const locale = market.router.defaultLocale;

    test("an article cannot take another article's address in the same language", async ({
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const slug = `dvojnik-${Date.now().toString(36)}`;
      const categories = await request.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: staff,
      });
      const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id;
      const article = (title: string, status: 'draft' | 'published') => ({
        title,
        slug,
        summary: 'Dva članka ne mogu imati istu adresu.',
        category,
        publishedOn: new Date().toISOString(),
        _status: status,
      });

      const first = await request.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: staff,
        data: article('Prvi članak s adresom', 'draft'),
      });
      expect(first.status(), await first.text()).toBe(201);
      const { doc } = (await first.json()) as { doc: { id: number } };

      try {
        const second = await request.post(`${api}/news?locale=${locale}`, {
          headers: staff,
          data: article('Drugi članak s istom adresom', 'published'),
        });
        expect(second.status()).toBe(400);
        const body = JSON.stringify(await second.json());
        // The reason names the field and the address (the admin also marks the slug field with it).
        expect(body).toContain(
          `Slug: Another article in this language has the address \\"${slug}\\"`,
        );
        // Nothing was stored under that address besides the first draft.
        const same = await request.get(
          `${api}/news?locale=${locale}&draft=true&where[slug][equals]=${slug}`,
          { headers: staff },
        );
        expect(((await same.json()) as { totalDocs: number }).totalDocs).toBe(1);
      } finally {
        await request.delete(`${api}/news/${doc.id}`, { headers: staff });
      }
    });
  });
}
