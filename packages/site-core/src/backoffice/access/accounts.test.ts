/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { ownAccountOrAdministrators, roleOfAnotherAccount, usersListHidden } from './accounts.mts';
import type { Role } from './roles.mts';

const user = (role: Role, id = 5) => ({ id, collection: 'users', role });
const as = (account: ReturnType<typeof user> | null, id?: number) =>
  ({ req: { user: account } as unknown as PayloadRequest, id }) as AccessArgs & { id?: number };

describe('ownAccountOrAdministrators', () => {
  it('administrators read and change every account', () => {
    expect(ownAccountOrAdministrators(as(user('administrator')))).toBe(true);
  });

  it('anyone else only their own: other accounts, and their e-mail addresses, stay hidden', () => {
    for (const role of ['editor', 'hr', 'pharmacovigilance'] as const) {
      expect(ownAccountOrAdministrators(as(user(role, 9)))).toEqual({ id: { equals: 9 } });
    }
  });

  it('a visitor reads no account', () => {
    expect(ownAccountOrAdministrators(as(null))).toBe(false);
  });
});

describe('roleOfAnotherAccount', () => {
  it('an administrator sets the role of a new account and changes another’s', () => {
    expect(roleOfAnotherAccount(as(user('administrator', 1)))).toBe(true);
    expect(roleOfAnotherAccount(as(user('administrator', 1), 2))).toBe(true);
  });

  it('nobody changes their own role, an administrator included', () => {
    expect(roleOfAnotherAccount(as(user('administrator', 1), 1))).toBe(false);
    expect(roleOfAnotherAccount(as(user('editor', 4), 4))).toBe(false);
  });

  it('nobody but an administrator changes anybody’s role', () => {
    expect(roleOfAnotherAccount(as(user('editor', 4), 2))).toBe(false);
    expect(roleOfAnotherAccount(as(user('hr', 4), 2))).toBe(false);
  });
});

describe('usersListHidden', () => {
  it('lists the accounts for administrators only', () => {
    expect(usersListHidden({ user: user('administrator') })).toBe(false);
    expect(usersListHidden({ user: user('editor') })).toBe(true);
    expect(usersListHidden({ user: user('pharmacovigilance') })).toBe(true);
  });
});
