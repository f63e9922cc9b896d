/** @jest-environment node */
import { absoluteSessionLimitMs, sessionVerdict } from './sessionVerdict.mts';

const hour = 60 * 60 * 1000;

describe('which sessions count', () => {
  const signedInAt = Date.UTC(2026, 10, 27, 8, 0, 0);
  const user = (role: string) => ({
    id: 1,
    role,
    sessions: [{ id: 'sid-1', createdAt: new Date(signedInAt).toISOString() }],
  });
  const passed = { active: true, verifiedSessions: ['sid-1'] };
  const none = { active: false, verifiedSessions: [] };

  it('ends a session 12 hours after sign-in, however often it was refreshed', () => {
    expect(absoluteSessionLimitMs).toBe(12 * hour);
    expect(sessionVerdict(user('editor'), 'sid-1', passed, signedInAt + 11 * hour)).toBe('active');
    expect(sessionVerdict(user('editor'), 'sid-1', passed, signedInAt + 12 * hour)).toBe('expired');
  });

  it('knows no session that is not among the account’s own', () => {
    expect(sessionVerdict(user('editor'), 'sid-2', none, signedInAt)).toBe('expired');
    expect(sessionVerdict(user('editor'), undefined, none, signedInAt)).toBe('expired');
  });

  it('gives an account of any role without a second factor nothing but its set-up', () => {
    for (const role of ['administrator', 'editor', 'hr', 'pharmacovigilance']) {
      expect(sessionVerdict(user(role), 'sid-1', none, signedInAt)).toBe('set-up-second-factor');
    }
  });

  it('asks an account with a second factor for its code until this session passed it', () => {
    const other = { active: true, verifiedSessions: ['sid-0'] };
    expect(sessionVerdict(user('administrator'), 'sid-1', other, signedInAt)).toBe(
      'enter-second-factor',
    );
    expect(sessionVerdict(user('editor'), 'sid-1', other, signedInAt)).toBe('enter-second-factor');
    expect(sessionVerdict(user('administrator'), 'sid-1', passed, signedInAt)).toBe('active');
  });
});
