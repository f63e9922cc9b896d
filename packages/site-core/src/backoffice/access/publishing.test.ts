/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { mayPublish, queuedByPublisher, runsJobsByRequest } from './publishing.mts';
import { editors, hr } from './roles.mts';

const schedules = { drafts: { schedulePublish: true } };
const count = jest.fn(async () => ({ totalDocs: 0 }));
const payload = {
  collections: {
    news: { config: { slug: 'news', access: { update: editors }, versions: schedules } },
    jobs: { config: { slug: 'jobs', access: { update: hr }, versions: schedules } },
    // A rule that answers with a query: the document matches it or not.
    own: {
      config: {
        slug: 'own',
        access: { update: () => ({ owner: { equals: 1 } }) },
        versions: schedules,
      },
    },
    media: { config: { slug: 'media', access: { update: editors } } },
  },
  config: { globals: [{ slug: 'home', access: { update: editors }, versions: schedules }] },
  count,
};
const account = (role: string, id = 5) => ({ id, collection: 'users', role });
const request = (user: unknown) => ({ user, payload }) as unknown as PayloadRequest;
const news = { doc: { relationTo: 'news', value: 12 } };

describe('mayPublish (scheduling and cancelling a publish)', () => {
  it("admits those the collection's update access admits for that document", async () => {
    await expect(mayPublish(request(account('editor')), news)).resolves.toBe(true);
    await expect(mayPublish(request(account('administrator')), news)).resolves.toBe(true);
    const opening = { doc: { relationTo: 'jobs', value: 3 } };
    await expect(mayPublish(request(account('hr')), opening)).resolves.toBe(true);
  });

  it('refuses roles that may not publish it: hr and pharmacovigilance the news, an editor an opening', async () => {
    await expect(mayPublish(request(account('hr')), news)).resolves.toBe(false);
    await expect(mayPublish(request(account('pharmacovigilance')), news)).resolves.toBe(false);
    const opening = { doc: { relationTo: 'jobs', value: 3 } };
    await expect(mayPublish(request(account('editor')), opening)).resolves.toBe(false);
    await expect(mayPublish(request(null), news)).resolves.toBe(false);
  });

  it('a global by its own rule', async () => {
    await expect(mayPublish(request(account('editor')), { global: 'home' })).resolves.toBe(true);
    await expect(mayPublish(request(account('hr')), { global: 'home' })).resolves.toBe(false);
  });

  it('a rule answering with a query admits the documents it matches', async () => {
    const own = { doc: { relationTo: 'own', value: 7 } };
    count.mockResolvedValueOnce({ totalDocs: 1 });
    await expect(mayPublish(request(account('editor')), own)).resolves.toBe(true);
    expect(count).toHaveBeenLastCalledWith(
      expect.objectContaining({
        collection: 'own',
        where: { and: [{ id: { equals: 7 } }, { owner: { equals: 1 } }] },
      }),
    );
    count.mockResolvedValueOnce({ totalDocs: 0 });
    await expect(mayPublish(request(account('editor')), own)).resolves.toBe(false);
  });

  it('nothing that cannot be scheduled, or names no document', async () => {
    const admin = request(account('administrator'));
    await expect(mayPublish(admin, { doc: { relationTo: 'media', value: 1 } })).resolves.toBe(
      false,
    );
    await expect(mayPublish(admin, { doc: { relationTo: 'nothing', value: 1 } })).resolves.toBe(
      false,
    );
    await expect(mayPublish(admin, { doc: { relationTo: 'news' } })).resolves.toBe(false);
    await expect(mayPublish(admin, { global: 'nothing' })).resolves.toBe(false);
    await expect(mayPublish(admin, {})).resolves.toBe(false);
    await expect(mayPublish(admin, undefined)).resolves.toBe(false);
  });
});

describe('queuedByPublisher (POST /admin/api/payload-jobs)', () => {
  const job = (user: ReturnType<typeof account>, doc = news.doc) => ({
    taskSlug: 'schedulePublish',
    input: { type: 'publish', doc, user: { relationTo: 'users', value: user.id } },
  });
  const queue = (user: ReturnType<typeof account>, data: unknown) =>
    queuedByPublisher({ req: request(user), data } as AccessArgs);

  it('an editor queues the publish of an article, as themselves', async () => {
    const editor = account('editor');
    await expect(queue(editor, job(editor))).resolves.toBe(true);
  });

  it('HR queue no publish of an article, even as themselves (before: 201)', async () => {
    const staff = account('hr');
    await expect(queue(staff, job(staff))).resolves.toBe(false);
  });

  it('nobody queues a job that runs as somebody else', async () => {
    await expect(queue(account('editor'), job(account('administrator', 1)))).resolves.toBe(false);
  });
});

describe('runsJobsByRequest (GET /admin/api/payload-jobs/run)', () => {
  it('administrators only (before: any signed-in account)', () => {
    expect(runsJobsByRequest({ req: request(account('administrator')) })).toBe(true);
    for (const role of ['editor', 'hr', 'pharmacovigilance']) {
      expect(runsJobsByRequest({ req: request(account(role)) })).toBe(false);
    }
    expect(runsJobsByRequest({ req: request(null) })).toBe(false);
  });
});
