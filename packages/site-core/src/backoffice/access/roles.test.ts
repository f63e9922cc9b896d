/** @jest-environment node */
import type { PayloadRequest } from 'payload';
import {
  administrators,
  editors,
  hr,
  redirectsOffSite,
  staff,
  type Role,
  type RoleRule,
} from './roles.mts';

const as = (role?: Role | 'unknown') => ({
  req: { user: role ? { id: 7, collection: 'users', role } : null } as unknown as PayloadRequest,
});

const who = (rule: RoleRule) =>
  (['administrator', 'editor', 'hr', 'pharmacovigilance', 'unknown', undefined] as const).filter(
    (role) => rule(as(role)),
  );

describe('the roles’ rules', () => {
  it('administrators: the administrator only', () => {
    expect(who(administrators)).toEqual(['administrator']);
  });

  it('editors: the administrator and editors', () => {
    expect(who(editors)).toEqual(['administrator', 'editor']);
  });

  it('redirectsOffSite: the administrator only (editors redirect within the site)', () => {
    expect(who(redirectsOffSite)).toEqual(['administrator']);
  });

  it('hr: the administrator and HR', () => {
    expect(who(hr)).toEqual(['administrator', 'hr']);
  });

  it('staff: whoever edits some content; never pharmacovigilance, an unknown role or a visitor', () => {
    expect(who(staff)).toEqual(['administrator', 'editor', 'hr']);
  });
});
