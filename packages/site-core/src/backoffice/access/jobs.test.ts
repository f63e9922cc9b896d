/** @jest-environment node */
import type { PayloadRequest } from 'payload';
import { scheduledAsTheirAuthor } from './jobs.mts';

const job = {
  taskSlug: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'news', value: '12' } },
};

const run = (operation: 'create' | 'update', user: unknown, data: Record<string, unknown>) =>
  scheduledAsTheirAuthor({
    data,
    operation,
    req: { user } as PayloadRequest,
  } as Parameters<typeof scheduledAsTheirAuthor>[0]);

describe('scheduledAsTheirAuthor', () => {
  const hr = { id: 8, collection: 'users', role: 'hr' };

  it('a job queued through the API runs as the account that queued it', () => {
    expect(run('create', hr, job)).toEqual({
      ...job,
      input: { ...job.input, user: { relationTo: 'users', value: 8 } },
    });
  });

  it('naming somebody else (an administrator) does not borrow their rights', () => {
    const borrowed = { ...job, input: { ...job.input, user: { relationTo: 'users', value: 1 } } };
    expect(run('create', hr, borrowed).input).toEqual({
      ...job.input,
      user: { relationTo: 'users', value: 8 },
    });
  });

  it('leaves the runner’s own updates and the admin’s Local API queueing as they are', () => {
    expect(run('update', null, job)).toBe(job);
    expect(run('create', null, job)).toBe(job);
  });
});
