/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { createTestMarket } from '../../../testing/testMarket';
import type { Role } from '../../access/index.mts';
import { storedAllLocales } from '../../storedDoc.testing';
import { departmentsAccess } from './access.mts';
import { contactPages, departments } from './config.mts';
import { knownLocation, onePageOneDepartment } from './hooks.mts';
import { departmentSeed, toDepartments } from './mapping';

jest.mock('../../apiError.mts', () => ({
  apiError: async (message: string) => new Error(message),
  fieldError: async (_path: string, message: string) => new Error(message),
  keepFieldErrors: () => undefined,
}));

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
const inEveryLocale = (docFor: (locale: 'hr' | 'sl' | 'bs' | 'en') => Record<string, unknown>) =>
  Object.fromEntries(market.locales.map((locale) => [locale, docFor(locale)]));
const as = (role?: Role) =>
  ({
    req: { user: role ? { id: 3, collection: 'users', role } : null } as unknown as PayloadRequest,
  }) as AccessArgs;

describe('who changes the departments', () => {
  it('administrators only add, change and remove a department (and so its mailboxes)', () => {
    for (const operation of ['create', 'update', 'delete'] as const) {
      expect(departmentsAccess[operation](as('administrator'))).toBe(true);
      for (const role of ['editor', 'hr', 'pharmacovigilance'] as const) {
        expect([operation, role, departmentsAccess[operation](as(role))]).toEqual([
          operation,
          role,
          false,
        ]);
      }
    }
  });

  it('the site and other roles read the published departments only', () => {
    const published = { _status: { equals: 'published' } };
    expect(departmentsAccess.read(as())).toEqual(published);
    expect(departmentsAccess.read(as('editor'))).toEqual(published);
    expect(departmentsAccess.read(as('administrator'))).toBe(true);
  });
});

describe('a department from the seed to the contact page', () => {
  const config = departments('hr');
  const locationIds = new Map([[market.locations[0]!.id, 41]]);
  const storedOf = (key: string) => {
    const department = market.departments[key]!;
    const { shared, inLocale } = departmentSeed(department, locationIds);
    return storedAllLocales(
      config,
      inEveryLocale((locale) => ({ id: 7, key, ...shared, ...inLocale(locale) })),
    );
  };

  it('reads back every department of the seed as the market has it, by its English key', () => {
    const stored = Object.keys(market.departments).map(storedOf);
    expect(toDepartments(stored as never, new Map())).toEqual(
      Object.fromEntries(
        Object.entries(market.departments).map(([key, department]) => [
          key,
          { group: 'company', ...department },
        ]),
      ),
    );
  });

  it('places a unit at its published location by the location’s key, and under its group when that is gone', () => {
    const unit = { ...market.departments.diagnostics!, location: market.locations[0]!.id };
    const { shared, inLocale } = departmentSeed(unit, locationIds);
    expect(shared.location).toBe(41);
    const stored = storedAllLocales(config, {
      hr: { id: 9, key: 'lab-vukovar', ...shared, ...inLocale('hr') },
      en: { id: 9, key: 'lab-vukovar', ...shared, ...inLocale('en') },
    });
    const keys = new Map([['41', market.locations[0]!.id]]);
    expect(toDepartments([stored as never], keys)['lab-vukovar']?.location).toBe(
      market.locations[0]!.id,
    );
    expect(toDepartments([stored as never], new Map())['lab-vukovar']).not.toHaveProperty(
      'location',
    );
  });

  it('leaves out a department without a mailbox or a name', () => {
    const stored = storedOf('diagnostics');
    expect(toDepartments([{ ...stored, mail: null } as never], new Map())).toEqual({});
    expect(toDepartments([{ ...stored, name: { hr: null, en: '' } } as never], new Map())).toEqual(
      {},
    );
  });
});

describe('the pages a department is the contact for', () => {
  const hook = (taken: { key: string; contactFor: string[] }[]) => {
    const find = jest.fn(async () => ({ docs: taken }));
    const req = { payload: { find } } as unknown as PayloadRequest;
    return {
      find,
      run: (data: Record<string, unknown>, context: Record<string, unknown> = {}) =>
        onePageOneDepartment({
          data,
          req,
          context,
          originalDoc: { id: 5 },
          operation: 'update',
        } as never),
    };
  };

  it('offers the department and service pages, careers and documents', () => {
    expect(contactPages).toEqual(expect.arrayContaining(['diagnostics', 'careers', 'documents']));
    expect(contactPages).not.toContain('home');
  });

  it('refuses a page another department already answers for, naming both', async () => {
    const { run, find } = hook([{ key: 'wholesale', contactFor: ['medicinalProducts'] }]);
    await expect(run({ contactFor: ['medicinalProducts'], offered: true })).rejects.toThrow(
      'The page Medicinal products already has its contact in the department “wholesale”.',
    );
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({
        where: {
          and: [{ contactFor: { in: ['medicinalProducts'] } }, { id: { not_equals: 5 } }],
        },
      }),
    );
  });

  it('refuses a page’s contact that the form does not offer', async () => {
    await expect(hook([]).run({ contactFor: ['careers'], offered: false })).rejects.toThrow(
      /must be offered in the form/,
    );
  });

  it('accepts a free page, no page at all, and the seed', async () => {
    const data = { contactFor: ['careers'], offered: true };
    await expect(hook([]).run(data)).resolves.toBe(data);
    await expect(hook([]).run({ contactFor: [] })).resolves.toEqual({ contactFor: [] });
    const taken = hook([{ key: 'other', contactFor: ['careers'] }]);
    await expect(taken.run(data, { seeding: true })).resolves.toBe(data);
  });
});

describe('the location a department is placed at', () => {
  const run = (location: unknown, stored: Record<string, unknown> | null) => {
    const findByID = jest.fn(() => Promise.resolve(stored));
    const req = { payload: { findByID } } as unknown as PayloadRequest;
    return knownLocation({ data: { location }, req, context: {} } as never);
  };

  it('accepts a location that exists, and none at all', async () => {
    await expect(run(41, { id: 41 })).resolves.toEqual({ location: 41 });
    await expect(run(null, null)).resolves.toEqual({ location: null });
  });

  it('refuses one that does not exist with the reason, not a database error', async () => {
    await expect(run(987654, null)).rejects.toThrow(/no such location/);
  });
});
