import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { oneMarket } from '../support/markets';

// Issue #38, finding 5: a draft's preview (`/preview/<collection>/<id>`) only for roles that may read
// the draft through the API, by the collection's own read access. Before: HR and pharmacovigilance
// read a news draft never published, and an administrator's draft of a legal page, at /preview/…,
// where the API gave them 404 and the published version. Drafts only, on the shared server: the
// legal page's draft is put back as it was.

type Headers = Record<string, string>;
const json = async (response: { json(): Promise<unknown> }) =>
  (await response.json()) as Record<string, any>;
const tokenOf = (header: Headers) => header.Authorization!.replace(/^JWT /, '');

// The preview and the access rules are site-core's, the same in every market: one market runs them.
for (const market of oneMarket('bih')) {
  test.describe.serial(`${market.code}: who previews a draft`, () => {
    const base = market.baseURL;
    const api = `${base}${backOfficeApi}`;
    const locale = market.router.defaultLocale;
    const stamp = Date.now().toString(36);
    const password = `preview-spec-password-${stamp}`;
    const account = (role: string) => ({
      email: `${role}-preview-${stamp}@medivia-test.example`,
      password,
    });

    let context: APIRequestContext;
    let bare: APIRequestContext;
    let admin: Headers;
    const staff: Record<'editor' | 'hr' | 'pharmacovigilance', Headers> = {} as never;
    let article: number | undefined;

    test.beforeAll(async () => {
      context = await requests.newContext();
      bare = await requests.newContext();
      admin = await signIn(context, base);
      for (const role of ['editor', 'hr', 'pharmacovigilance'] as const) {
        const created = await context.post(`${api}/users`, {
          headers: admin,
          data: { ...account(role), role },
        });
        expect(created.status(), await created.text()).toBe(201);
        staff[role] = await signIn(context, base, account(role));
      }
    });

    test.afterAll(async () => {
      if (article) {
        await context.patch(`${api}/news/${article}`, {
          headers: staff.editor,
          data: { deletedAt: new Date().toISOString() },
        });
        await context.delete(`${api}/news/${article}?trash=true`, { headers: staff.editor });
      }
      await context.dispose();
      await bare.dispose();
    });

    /** The preview page as the account of `who` opens it (its session cookie, as in the browser). */
    const preview = async (who: Headers, path: string) => {
      const response = await bare.get(`${base}${path}`, {
        // A navigation from the admin's Preview button: same-origin, so the cookie counts.
        headers: { cookie: `payload-token=${tokenOf(who)}`, 'sec-fetch-site': 'same-origin' },
      });
      return { status: response.status(), text: await response.text() };
    };

    test('a news draft: the editor previews it; HR and pharmacovigilance get the 404, as from the API', async () => {
      const title = `Pregled nacrta ${stamp}`;
      const categories = await context.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: staff.editor,
      });
      const created = await context.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: staff.editor,
        data: {
          title,
          slug: `pregled-${stamp}`,
          summary: 'Nacrt koji vide samo urednici.',
          category: (await json(categories)).docs[0].id,
          publishedOn: new Date().toISOString(),
          _status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      article = (await json(created)).doc.id as number;
      const path = `/preview/news/${article}`;

      const editor = await preview(staff.editor, path);
      expect(editor.status).toBe(200);
      expect(editor.text).toContain(title);
      for (const role of ['hr', 'pharmacovigilance'] as const) {
        const api404 = await context.get(`${api}/news/${article}?draft=true&locale=${locale}`, {
          headers: staff[role],
        });
        expect(api404.status(), `${role} through the API`).toBe(404);
        const page = await preview(staff[role], path);
        expect(page.status, role).toBe(404);
        expect(page.text, role).not.toContain(title);
      }
    });

    test('a legal page’s draft: the administrator previews it; HR and pharmacovigilance do not', async () => {
      const pages = await context.get(`${api}/legal-pages?locale=${locale}&limit=1&depth=0`, {
        headers: admin,
      });
      const page = (await json(pages)).docs[0] as { id: number; lead: string };
      // The lead: the page's own words, at its top (its heading is the page title's).
      const marker = `nacrt ${stamp}`;
      const draftLead = `${page.lead} (${marker})`;
      const saved = await context.patch(
        `${api}/legal-pages/${page.id}?locale=${locale}&draft=true`,
        {
          headers: admin,
          data: { lead: draftLead, _status: 'draft' },
        },
      );
      expect(saved.status(), await saved.text()).toBe(200);
      try {
        const path = `/preview/legal-pages/${page.id}`;
        const administrator = await preview(admin, path);
        expect(administrator.status).toBe(200);
        expect(administrator.text).toContain(marker);
        for (const role of ['hr', 'pharmacovigilance'] as const) {
          const read = await context.get(
            `${api}/legal-pages/${page.id}?draft=true&locale=${locale}&depth=0`,
            { headers: staff[role] },
          );
          expect((await json(read)).lead, `${role} through the API`).toBe(page.lead);
          const shown = await preview(staff[role], path);
          expect(shown.status, role).toBe(404);
          expect(shown.text, role).not.toContain(marker);
        }
      } finally {
        // The draft back as the published page reads.
        await context.patch(`${api}/legal-pages/${page.id}?locale=${locale}&draft=true`, {
          headers: admin,
          data: { lead: page.lead, _status: 'draft' },
        });
      }
    });
  });
}
