import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import {
  administrator,
  backOfficeApi,
  signIn,
  signInSettingUpSecondFactor,
} from '../support/backOffice';
import { oneMarket } from '../support/markets';

// Roles that mean something: the administrator holds accounts, company data, the directory's
// mailboxes and the legal pages; editors the site's copy; HR job openings; pharmacovigilance nothing
// of the back office's content. Each attempt past a role answers 403 through the same API the admin
// uses. Drafts and accounts only, on the shared servers: nothing public changes.

type Headers = Record<string, string>;
type Credentials = { email: string; password: string };

/**
 * Signs the pharmacovigilance account in. One place, so the second factor its role is to have
 * (another branch) is completed here once for the whole spec.
 */
async function signInAsPharmacovigilance(
  request: APIRequestContext,
  base: string,
  credentials: Credentials,
): Promise<Headers> {
  // The role needs a second factor: a new colleague sets one up at the first sign-in.
  return signInSettingUpSecondFactor(request, base, credentials);
}

const json = async (response: { json(): Promise<unknown> }) =>
  (await response.json()) as Record<string, any>;

// The roles and their access rules are site-core's, the same in every market: one market runs them.
for (const market of oneMarket('bih')) {
  test.describe.serial(`${market.code}: roles`, () => {
    const base = market.baseURL;
    const api = `${base}${backOfficeApi}`;
    const locale = market.router.defaultLocale;
    const stamp = Date.now().toString(36);
    // 16+ characters, as staff accounts are to have.
    const password = `roles-spec-password-${stamp}`;
    const account = (role: string): Credentials => ({
      email: `${role}-${stamp}@medivia-test.example`,
      password,
    });
    const editorAccount = account('editor');
    const hrAccount = account('hr');
    const pvAccount = account('pharmacovigilance');

    let context: APIRequestContext;
    let admin: Headers;
    let editor: Headers;
    let hr: Headers;
    let pv: Headers;
    let adminId: number;
    let editorId: number;
    let hrId: number;
    let category: number;

    test.beforeAll(async () => {
      context = await requests.newContext();
      admin = await signIn(context, base);
      adminId = (await json(await context.get(`${api}/users/me`, { headers: admin }))).user.id;
      const create = async (credentials: Credentials, role: string) => {
        const created = await context.post(`${api}/users`, {
          headers: admin,
          data: { ...credentials, role },
        });
        expect(created.status(), await created.text()).toBe(201);
        return (await json(created)).doc.id as number;
      };
      editorId = await create(editorAccount, 'editor');
      hrId = await create(hrAccount, 'hr');
      await create(pvAccount, 'pharmacovigilance');
      editor = await signIn(context, base, editorAccount);
      hr = await signIn(context, base, hrAccount);
      pv = await signInAsPharmacovigilance(context, base, pvAccount);
      const categories = await context.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: editor,
      });
      category = (await json(categories)).docs[0].id;
    });

    test.afterAll(async () => {
      await context.dispose();
    });

    /** A draft article the editor writes; its id. */
    async function draftArticle(title: string): Promise<number> {
      const created = await context.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: editor,
        data: {
          title,
          slug: `uloge-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}`,
          summary: 'Nacrt koji vide samo urednici.',
          category,
          publishedOn: new Date().toISOString(),
          _status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await json(created)).doc.id as number;
    }

    /** Deletes test articles for good: into the trash, then out of it. */
    async function removeArticles(ids: number[]) {
      for (const id of ids) {
        await context.patch(`${api}/news/${id}`, {
          headers: editor,
          data: { deletedAt: new Date().toISOString() },
        });
      }
      await context.delete(
        `${api}/news?trash=true&${ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')}`,
        { headers: editor },
      );
    }

    test('an editor cannot change the company data, a department’s mailbox, an account, or unlock one', async () => {
      const company = await context.post(`${api}/globals/company?locale=${locale}`, {
        headers: editor,
        data: { name: `Preuzeto ${stamp}` },
      });
      expect(company.status(), await company.text()).toBe(403);
      expect((await context.get(`${api}/globals/company`, { headers: editor })).status()).toBe(403);

      const directory = await context.post(`${api}/globals/department-directory`, {
        headers: editor,
        data: { departments: [{ key: 'hr', mail: 'cv@outside.example', tel: '1' }] },
      });
      expect(directory.status(), await directory.text()).toBe(403);
      // The directory still sends nothing outside.
      const stored = await json(
        await context.get(`${api}/globals/department-directory?depth=0`, { headers: admin }),
      );
      expect(JSON.stringify(stored)).not.toContain('outside.example');
      // The departments themselves (collections/departments): their mailboxes are administrators'.
      const departments = await json(
        await context.get(`${api}/departments?depth=0&limit=1`, { headers: admin }),
      );
      const [department] = departments.docs as { id: number; mail: string }[];
      const mailbox = await context.patch(`${api}/departments/${department!.id}`, {
        headers: editor,
        data: { mail: 'cv@outside.example' },
      });
      expect(mailbox.status(), await mailbox.text()).toBe(403);

      const otherAccount = await context.patch(`${api}/users/${hrId}`, {
        headers: editor,
        data: { email: `taken-${stamp}@outside.example` },
      });
      expect(otherAccount.status(), await otherAccount.text()).toBe(403);

      const unlock = await context.post(`${api}/users/unlock`, {
        headers: editor,
        data: { email: administrator.email },
      });
      expect(unlock.status(), await unlock.text()).toBe(403);
      // The administrator may.
      const unlocked = await context.post(`${api}/users/unlock`, {
        headers: admin,
        data: { email: hrAccount.email },
      });
      expect(unlocked.status(), await unlocked.text()).toBe(200);
    });

    test('an editor reads their own account only: no other e-mail address, and their role stays theirs', async () => {
      const list = await json(await context.get(`${api}/users?limit=50`, { headers: editor }));
      expect(list.docs.map((doc: { email: string }) => doc.email)).toEqual([editorAccount.email]);
      const adminsAccount = await context.get(`${api}/users/${adminId}`, { headers: editor });
      expect([403, 404]).toContain(adminsAccount.status());
      expect(await adminsAccount.text()).not.toContain(administrator.email);

      const promoted = await context.patch(`${api}/users/${editorId}`, {
        headers: editor,
        data: { role: 'administrator' },
      });
      expect(promoted.status(), await promoted.text()).toBe(200);
      const me = await json(await context.get(`${api}/users/me`, { headers: editor }));
      expect(me.user.role).toBe('editor');
      // The administrator reads every account.
      const all = await json(
        await context.get(`${api}/users?limit=50&where[email][equals]=${editorAccount.email}`, {
          headers: admin,
        }),
      );
      expect(all.docs[0].role).toBe('editor');
    });

    test('pharmacovigilance reads what a visitor reads and changes nothing', async () => {
      const draft = await draftArticle(`Farmakovigilancija ${stamp}`);
      try {
        const newsList = `${api}/news?locale=${locale}&depth=0&limit=20&sort=-id&draft=true`;
        const anonymous = await json(await context.get(newsList));
        const asPv = await json(await context.get(newsList, { headers: pv }));
        expect(asPv.docs.map((doc: { id: number }) => doc.id)).toEqual(
          anonymous.docs.map((doc: { id: number }) => doc.id),
        );
        expect(asPv.docs.map((doc: { id: number }) => doc.id)).not.toContain(draft);
        // The editor who wrote it sees it.
        const asEditor = await json(await context.get(newsList, { headers: editor }));
        expect(asEditor.docs.map((doc: { id: number }) => doc.id)).toContain(draft);

        const draftRead = await context.get(`${api}/news/${draft}?draft=true`, { headers: pv });
        expect([403, 404]).toContain(draftRead.status());
        expect((await context.get(`${api}/news/versions?limit=1`, { headers: pv })).status()).toBe(
          403,
        );
        for (const global of ['company', 'department-directory', 'careers-page', 'home-page']) {
          const read = await context.get(`${api}/globals/${global}`, { headers: pv });
          expect([global, read.status()]).toEqual([global, 403]);
        }
        const company = await context.post(`${api}/globals/company`, {
          headers: pv,
          data: { name: `Preuzeto ${stamp}` },
        });
        expect(company.status()).toBe(403);
        const edited = await context.patch(`${api}/news/${draft}?draft=true`, {
          headers: pv,
          data: { title: 'Promijenjeno' },
        });
        expect([403, 404]).toContain(edited.status());
        const written = await context.post(`${api}/news?locale=${locale}&draft=true`, {
          headers: pv,
          data: { title: 'Ne smije', _status: 'draft' },
        });
        expect(written.status()).toBe(403);
        const list = await json(await context.get(`${api}/users?limit=50`, { headers: pv }));
        expect(list.docs.map((doc: { email: string }) => doc.email)).toEqual([pvAccount.email]);
      } finally {
        await removeArticles([draft]);
      }
    });

    test('HR edit a job opening, not the news; the opening’s version records who saved it', async () => {
      const day = new Date().toISOString();
      const created = await context.post(`${api}/jobs?locale=${locale}&draft=true`, {
        headers: hr,
        data: {
          title: `Voditelj skladišta ${stamp}`,
          slug: `voditelj-skladista-${stamp}`,
          team: 'Logistika',
          location: 'Zagreb',
          employment: 'fullTime',
          summary: 'Vodite skladište.',
          responsibilities: [{ line: 'Planirate zalihe.' }],
          requirements: [{ line: 'Iskustvo u logistici.' }],
          postedOn: day,
          closesOn: day,
          _status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const opening = (await json(created)).doc.id as number;
      try {
        const edited = await context.patch(`${api}/jobs/${opening}?locale=${locale}&draft=true`, {
          headers: hr,
          data: { summary: 'Vodite skladište i tim od pet ljudi.' },
        });
        expect(edited.status(), await edited.text()).toBe(200);
        const versions = await json(
          await context.get(
            `${api}/jobs/versions?depth=0&sort=-updatedAt&limit=1&where[parent][equals]=${opening}`,
            { headers: admin },
          ),
        );
        expect(versions.docs[0].version.updatedBy).toBe(hrId);

        // An editor neither edits nor sees the opening's draft.
        const byEditor = await context.patch(`${api}/jobs/${opening}?draft=true`, {
          headers: editor,
          data: { summary: 'Urednik' },
        });
        expect([403, 404]).toContain(byEditor.status());

        const article = await context.post(`${api}/news?locale=${locale}&draft=true`, {
          headers: hr,
          data: { title: 'HR ne piše vijesti', _status: 'draft' },
        });
        expect(article.status()).toBe(403);
        const careers = await context.post(`${api}/globals/careers-page?locale=${locale}`, {
          headers: editor,
          data: {},
        });
        expect(careers.status()).toBe(403);

        // A scheduled publish runs as whoever queued it: naming the administrator is refused.
        const borrowed = await context.post(`${api}/payload-jobs`, {
          headers: hr,
          data: {
            taskSlug: 'schedulePublish',
            queue: 'default',
            waitUntil: new Date(Date.now() + 3_600_000).toISOString(),
            input: {
              type: 'publish',
              doc: { relationTo: 'jobs', value: String(opening) },
              user: { relationTo: 'users', value: adminId },
            },
          },
        });
        expect(borrowed.status(), await borrowed.text()).toBe(403);
      } finally {
        await context.patch(`${api}/jobs/${opening}`, {
          headers: hr,
          data: { deletedAt: new Date().toISOString() },
        });
        await context.delete(`${api}/jobs/${opening}?trash=true`, { headers: hr });
      }
    });

    test('a deleted article waits in the trash and is restored from there', async () => {
      const article = await draftArticle(`Kos ${stamp}`);
      try {
        // What the admin's Delete does: into the trash.
        const trashed = await context.patch(`${api}/news/${article}`, {
          headers: editor,
          data: { deletedAt: new Date().toISOString() },
        });
        expect(trashed.status(), await trashed.text()).toBe(200);
        expect(
          (await context.get(`${api}/news/${article}?draft=true`, { headers: editor })).status(),
        ).toBe(404);
        const trash = await json(
          await context.get(
            `${api}/news?draft=true&trash=true&depth=0&where[deletedAt][exists]=true&where[id][equals]=${article}`,
            { headers: editor },
          ),
        );
        expect(trash.docs.map((doc: { id: number }) => doc.id)).toEqual([article]);
        // The version records who moved it.
        expect(trash.docs[0].updatedBy).toBe(editorId);

        const restored = await context.patch(`${api}/news/${article}?trash=true`, {
          headers: editor,
          data: { deletedAt: null },
        });
        expect(restored.status(), await restored.text()).toBe(200);
        const back = await context.get(`${api}/news/${article}?draft=true&locale=${locale}`, {
          headers: editor,
        });
        expect(back.status()).toBe(200);
        expect((await json(back)).title).toBe(`Kos ${stamp}`);
      } finally {
        await removeArticles([article]);
      }
    });

    test('a delete of all the news is refused, and every article is still there; a page of them may go', async () => {
      const count = async () =>
        (
          await json(
            await context.get(`${api}/news?draft=true&limit=1&depth=0`, { headers: admin }),
          )
        ).totalDocs as number;
      // More articles than one request may delete, whatever the market's seed holds.
      const drafts: number[] = [];
      while ((await count()) <= 10) drafts.push(await draftArticle(`Dopuna ${drafts.length}`));
      try {
        const before = await count();

        const everything = await context.delete(`${api}/news`, { headers: admin });
        expect(everything.status(), await everything.text()).toBe(400);
        expect((await json(everything)).message).toMatch(/whole collection/);

        const loose = await context.delete(`${api}/news?where[id][exists]=true`, {
          headers: admin,
        });
        expect(loose.status()).toBe(400);
        expect((await json(loose)).message).toContain(`${before} documents`);
        expect(await count()).toBe(before);

        // Two of the editor's own drafts, named one by one, go in one request.
        const two = [await draftArticle(`Prvi ${stamp}`), await draftArticle(`Drugi ${stamp}`)];
        const few = await context.delete(
          `${api}/news?${two.map((id, i) => `where[id][in][${i}]=${id}`).join('&')}`,
          { headers: editor },
        );
        expect(few.status(), await few.text()).toBe(200);
        expect(await count()).toBe(before);
      } finally {
        if (drafts.length) await removeArticles(drafts);
      }
    });
  });
}
