/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { collectionEditedBy, fixedPagesEditedBy, globalEditedBy, publishedOr } from './content.mts';
import { editors, type Role } from './roles.mts';

const as = (role?: Role) =>
  ({
    req: { user: role ? { id: 3, collection: 'users', role } : null } as unknown as PayloadRequest,
  }) as AccessArgs;

const published = { _status: { equals: 'published' } };

describe('publishedOr', () => {
  it('shows drafts to whoever may change them, published documents only to everyone else', () => {
    const read = publishedOr(editors);
    expect(read(as('editor'))).toBe(true);
    expect(read(as('administrator'))).toBe(true);
    expect(read(as('hr'))).toEqual(published);
    expect(read(as('pharmacovigilance'))).toEqual(published);
    expect(read(as())).toEqual(published);
  });
});

describe('collectionEditedBy', () => {
  const access = collectionEditedBy(editors);

  it('lets the rule’s roles create, change, delete and read versions', () => {
    for (const operation of ['create', 'update', 'delete', 'readVersions'] as const) {
      expect(access[operation](as('editor'))).toBe(true);
      expect(access[operation](as('hr'))).toBe(false);
      expect(access[operation](as('pharmacovigilance'))).toBe(false);
      expect(access[operation](as())).toBe(false);
    }
  });

  it('fixed pages are made by the seed only and never deleted, even by those who edit them', () => {
    const fixed = fixedPagesEditedBy(editors);
    expect(fixed.create()).toBe(false);
    expect(fixed.delete()).toBe(false);
    expect(fixed.update(as('editor'))).toBe(true);
  });
});

describe('globalEditedBy', () => {
  it('lets only the rule’s roles read the global in the admin, its versions, and change it', () => {
    const access = globalEditedBy(editors);
    for (const operation of ['read', 'readVersions', 'readDrafts', 'update'] as const) {
      expect(access[operation](as('administrator'))).toBe(true);
      expect(access[operation](as('editor'))).toBe(true);
      expect(access[operation](as('hr'))).toBe(false);
      expect(access[operation](as('pharmacovigilance'))).toBe(false);
      expect(access[operation](as())).toBe(false);
    }
  });
});
