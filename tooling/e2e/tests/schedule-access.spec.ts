import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { oneMarket } from '../support/markets';
import { adminServerActionId, callServerFunction } from '../support/serverFunctions';

// Issue #38, finding 4: scheduling and cancelling a publish is publishing, so it needs the right to
// publish the document, through the admin's server function and REST alike; running the job queue by
// request is the administrators'. Before: a pharmacovigilance or HR account cancelled an
// administrator's scheduled publish of an article through the `schedule-publish` server function
// (which checked only that the account may enter the admin), HR queued one through REST naming
// themselves, and `GET /admin/api/payload-jobs/run` answered "Success" to any signed-in account.
// Drafts and jobs far in the future only, on the shared server: nothing public changes.

type Headers = Record<string, string>;
const json = async (response: { json(): Promise<unknown> }) =>
  (await response.json()) as Record<string, any>;
const tokenOf = (header: Headers) => header.Authorization!.replace(/^JWT /, '');

// The access rules are site-core's, the same in every market: one market runs them.
for (const market of oneMarket('slo')) {
  test.describe.serial(`${market.code}: who schedules a publish`, () => {
    const base = market.baseURL;
    const api = `${base}${backOfficeApi}`;
    const locale = market.router.defaultLocale;
    const stamp = Date.now().toString(36);
    const password = `schedule-spec-password-${stamp}`;
    const account = (role: string) => ({
      email: `${role}-sched-${stamp}@medivia-test.example`,
      password,
    });
    const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

    let context: APIRequestContext;
    // Without a cookie jar's session: each call carries the account it names, or none.
    let bare: APIRequestContext;
    let actionId: string;
    let admin: Headers;
    let editor: Headers;
    let hr: Headers;
    let pv: Headers;
    let hrId: number;
    let article: number;

    test.beforeAll(async () => {
      context = await requests.newContext();
      bare = await requests.newContext();
      actionId = adminServerActionId(market.code);
      admin = await signIn(context, base);
      const create = async (role: string) => {
        const created = await context.post(`${api}/users`, {
          headers: admin,
          data: { ...account(role), role },
        });
        expect(created.status(), await created.text()).toBe(201);
        return (await json(created)).doc.id as number;
      };
      await create('editor');
      hrId = await create('hr');
      await create('pharmacovigilance');
      editor = await signIn(context, base, account('editor'));
      hr = await signIn(context, base, account('hr'));
      pv = await signIn(context, base, account('pharmacovigilance'));
      const categories = await context.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: editor,
      });
      const created = await context.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: editor,
        data: {
          title: `Raspored ${stamp}`,
          slug: `raspored-${stamp}`,
          summary: 'Nacrt čija je objava zakazana.',
          category: (await json(categories)).docs[0].id,
          publishedOn: new Date().toISOString(),
          _status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      article = (await json(created)).doc.id;
    });

    test.afterAll(async () => {
      if (article) {
        await context.patch(`${api}/news/${article}`, {
          headers: editor,
          data: { deletedAt: new Date().toISOString() },
        });
        await context.delete(`${api}/news/${article}?trash=true`, { headers: editor });
      }
      await context.dispose();
      await bare.dispose();
    });

    const call = (who: Headers, args: Record<string, unknown>) =>
      callServerFunction(bare, base, actionId, tokenOf(who), 'schedule-publish', args);

    /** The scheduled publishes of the test's article, as an administrator reads them. */
    async function scheduledJobs(): Promise<number[]> {
      const jobs = await context.get(
        `${api}/payload-jobs?where[taskSlug][equals]=schedulePublish&limit=100&sort=-createdAt&depth=0`,
        { headers: admin },
      );
      expect(jobs.status()).toBe(200);
      return (await json(jobs)).docs
        .filter((job: any) => String(job.input?.doc?.value) === String(article))
        .map((job: any) => job.id as number);
    }

    const scheduleArgs = () => ({
      type: 'publish',
      doc: { relationTo: 'news', value: article },
      // A Date, as React sends one to a server action ("$D" and its ISO text).
      date: `$D${inAYear()}`,
      localeToPublish: locale,
    });

    test('pharmacovigilance and HR cancel nobody’s scheduled publish; an editor, who may publish, does', async () => {
      // The administrator schedules through the admin's dialog (the server function).
      const scheduled = await call(admin, scheduleArgs());
      expect(scheduled.status).toBe(200);
      expect(scheduled.text).toContain('"message"');
      const [job] = await scheduledJobs();
      expect(job).toBeDefined();

      for (const [role, who] of [
        ['pharmacovigilance', pv],
        ['hr', hr],
      ] as const) {
        const cancelled = await call(who, { deleteID: job });
        expect(cancelled.text, role).toContain('"error"');
        expect(await scheduledJobs(), `${role} cancelled the administrator's schedule`).toEqual([
          job,
        ]);
      }

      const cancelled = await call(editor, { deleteID: job });
      expect(cancelled.text).toContain('"message"');
      expect(await scheduledJobs()).toEqual([]);
    });

    test('HR schedule no publish of an article, through the server function or REST', async () => {
      const dialog = await call(hr, scheduleArgs());
      expect(dialog.text).toContain('"error"');
      const rest = await context.post(`${api}/payload-jobs`, {
        headers: hr,
        data: {
          taskSlug: 'schedulePublish',
          queue: 'default',
          waitUntil: inAYear(),
          input: {
            type: 'publish',
            doc: { relationTo: 'news', value: String(article) },
            user: { relationTo: 'users', value: hrId },
          },
        },
      });
      expect(rest.status(), await rest.text()).toBe(403);
      expect(await scheduledJobs()).toEqual([]);
    });

    test('only administrators run the job queue by request', async () => {
      for (const [role, who] of [
        ['editor', editor],
        ['hr', hr],
        ['pharmacovigilance', pv],
      ] as const) {
        const run = await context.get(`${api}/payload-jobs/run?limit=1`, { headers: who });
        expect(run.status(), `${role}: ${await run.text()}`).toBe(401);
      }
      const anonymous = await bare.get(`${api}/payload-jobs/run?limit=1`);
      expect(anonymous.status()).toBe(401);
      const run = await context.get(`${api}/payload-jobs/run?limit=1`, { headers: admin });
      expect(run.status(), await run.text()).toBe(200);
    });
  });
}
