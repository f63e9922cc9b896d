/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { queuedAsThemselves } from './jobs.mts';

const hr = { id: 8, collection: 'users', role: 'hr' };
const job = (user?: { relationTo: string; value: unknown }) => ({
  taskSlug: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'news', value: '12' }, ...(user ? { user } : {}) },
});
const queue = (account: unknown, data: unknown) =>
  queuedAsThemselves({ req: { user: account } as PayloadRequest, data } as AccessArgs);

describe('queuedAsThemselves', () => {
  it('staff queue a job that runs as themselves', () => {
    expect(queue(hr, job({ relationTo: 'users', value: 8 }))).toBe(true);
    expect(queue(hr, job({ relationTo: 'users', value: '8' }))).toBe(true);
  });

  it('a job naming nobody would run with no check at all: refused', () => {
    expect(queue(hr, job())).toBe(false);
  });

  it('a job naming somebody else (an administrator) would borrow their rights: refused', () => {
    expect(queue(hr, job({ relationTo: 'users', value: 1 }))).toBe(false);
  });

  it('pharmacovigilance and visitors queue nothing', () => {
    const pv = { id: 9, collection: 'users', role: 'pharmacovigilance' };
    expect(queue(pv, job({ relationTo: 'users', value: 9 }))).toBe(false);
    expect(queue(null, job())).toBe(false);
  });
});
