/** @jest-environment node */
import type { PayloadRequest } from 'payload';
import { editors } from '../access/roles.mts';
import { checkedSchedulePublish, type ScheduleArgs } from './scheduleServerFunction.mts';

const schedules = { drafts: { schedulePublish: true } };
// An administrator's scheduled publish of article 12, job 40.
const jobs: Record<string, object> = {
  40: {
    taskSlug: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'news', value: 12 } },
  },
  41: { taskSlug: 'somethingElse', input: {} },
};
const payload = {
  collections: {
    news: { config: { slug: 'news', access: { update: editors }, versions: schedules } },
  },
  config: { globals: [] },
  findByID: jest.fn(async ({ id }: { id: string | number }) => jobs[String(id)] ?? null),
  delete: jest.fn(async () => ({})),
  count: jest.fn(),
};
const t = (key: string) => key;
const as = (role: string | null) =>
  ({
    user: role && { id: 5, collection: 'users', role },
    payload,
    i18n: { t },
  }) as unknown as PayloadRequest;

const original = jest.fn(async () => ({ message: 'queued' }));
const schedulePublish = checkedSchedulePublish(original as never);
const call = (role: string | null, args: Omit<ScheduleArgs, 'req'>) =>
  schedulePublish({ ...args, req: as(role) } as never);

describe("the admin's schedule-publish server function", () => {
  beforeEach(() => jest.clearAllMocks());

  it("pharmacovigilance and HR cancel nobody's scheduled publish of an article (before: deleted)", async () => {
    for (const role of ['pharmacovigilance', 'hr']) {
      await expect(call(role, { deleteID: 40 })).resolves.toEqual({
        error: 'error:notAllowedToPerformAction',
      });
    }
    expect(payload.delete).not.toHaveBeenCalled();
    expect(original).not.toHaveBeenCalled();
  });

  it('an editor, who may publish the article, cancels it; only the job is deleted', async () => {
    await expect(call('editor', { deleteID: 40 })).resolves.toEqual({
      message: 'general:success',
    });
    expect(payload.delete).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'payload-jobs', id: 40 }),
    );
    expect(original).not.toHaveBeenCalled();
  });

  it('an id that names no scheduled publish deletes nothing', async () => {
    for (const deleteID of [41, 99]) {
      await expect(call('administrator', { deleteID })).resolves.toHaveProperty('error');
    }
    expect(payload.delete).not.toHaveBeenCalled();
  });

  it('scheduling needs the right to publish the document; then Payload queues it', async () => {
    const doc = { relationTo: 'news', value: 12 } as ScheduleArgs['doc'];
    await expect(call('hr', { type: 'publish', doc })).resolves.toHaveProperty('error');
    expect(original).not.toHaveBeenCalled();
    await expect(call('editor', { type: 'publish', doc })).resolves.toEqual({
      message: 'queued',
    });
    expect(original).toHaveBeenCalledTimes(1);
  });

  it('nobody without a session', async () => {
    await expect(call(null, { deleteID: 40 })).resolves.toHaveProperty('error');
    expect(payload.delete).not.toHaveBeenCalled();
  });
});
