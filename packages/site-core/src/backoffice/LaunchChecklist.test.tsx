/** @jest-environment node */
import type { Payload, PayloadRequest } from 'payload';
import { LaunchChecklist } from './LaunchChecklist';

// The published content is read through Payload's ESM modules, which jest does not load; the test
// stops before reading it.
jest.mock('./content.mts', () => ({
  backOfficeContent: jest.fn(),
  readTranslationFallbacks: jest.fn(),
}));

// The checklist itself (sample values, unpublished content, pages not shown) is shown in the browser
// tests; this is who gets it on their dashboard.
describe("the launch checklist's readers", () => {
  const loadMarket = jest.fn(async () => {
    throw new Error('the checklist was built');
  });
  const payload = {
    config: { custom: { loadMarket }, routes: { admin: '/admin' } },
  } as unknown as Payload;
  const account = (role: string) =>
    ({ id: 1, collection: 'users', role }) as PayloadRequest['user'];
  beforeEach(() => loadMarket.mockClear());

  it.each(['administrator', 'editor', 'hr'])(
    'is built for an account of the role %s, who edits content',
    async (role) => {
      await expect(LaunchChecklist({ payload, user: account(role) })).rejects.toThrow(
        'the checklist was built',
      );
    },
  );

  it('is left off the dashboard of the pharmacovigilance team, who edit no content', async () => {
    expect(await LaunchChecklist({ payload, user: account('pharmacovigilance') })).toBeNull();
    expect(loadMarket).not.toHaveBeenCalled();
  });
});
