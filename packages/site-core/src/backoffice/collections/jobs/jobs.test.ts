/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { createTestMarket } from '../../../testing/testMarket';
import type { Role } from '../../access/index.mts';
import { storedAllLocales } from '../../storedDoc.testing';
import { jobsAccess } from './access.mts';
import { jobs } from './config.mts';
import { openingSeed, toOpenings } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
const as = (role?: Role) =>
  ({
    req: { user: role ? { id: 3, collection: 'users', role } : null } as unknown as PayloadRequest,
  }) as AccessArgs;

describe('who changes the job openings', () => {
  it('HR posts and removes openings; editors do not', () => {
    expect(jobsAccess.create(as('hr'))).toBe(true);
    expect(jobsAccess.delete(as('hr'))).toBe(true);
    expect(jobsAccess.create(as('editor'))).toBe(false);
    expect(jobsAccess.read(as())).toEqual({ _status: { equals: 'published' } });
  });
});

describe('published job openings', () => {
  it('turns localized lines into lists and dates into days', () => {
    const [opening] = toOpenings([
      {
        id: 4,
        key: null,
        slug: { hr: 'skladistar', en: 'warehouse-operative' },
        title: { hr: 'Skladištar', en: 'Warehouse operative' },
        team: { hr: 'Skladište', en: 'Warehouse' },
        location: 'Vukovar',
        employment: 'fullTime',
        summary: { hr: 'Zaprimanje robe.', en: 'Receiving goods.' },
        responsibilities: { hr: [{ line: 'Zaprimanje' }, { line: 'Komisioniranje' }], en: [] },
        requirements: { hr: [{ line: 'Srednja škola' }] },
        postedOn: '2026-11-10T12:00:00.000Z',
        closesOn: '2027-01-20T12:00:00.000Z',
        closed: false,
        updatedAt: '2026-11-10T12:00:00.000Z',
        createdAt: '2026-11-10T12:00:00.000Z',
      },
    ]);
    expect(opening).toEqual({
      id: 'j4',
      slug: { hr: 'skladistar', en: 'warehouse-operative' },
      title: { hr: 'Skladištar', en: 'Warehouse operative' },
      team: { hr: 'Skladište', en: 'Warehouse' },
      location: 'Vukovar',
      employment: 'fullTime',
      summary: { hr: 'Zaprimanje robe.', en: 'Receiving goods.' },
      responsibilities: { hr: ['Zaprimanje', 'Komisioniranje'] },
      requirements: { hr: ['Srednja škola'] },
      postedOn: '2026-11-10',
      closesOn: '2027-01-20',
    });
  });

  it('shows the photo HR chose, from the media library, and none while it is not one', () => {
    const stored = {
      id: 5,
      key: null,
      slug: { hr: 'laborant' },
      title: { hr: 'Laborant' },
      team: { hr: 'Laboratorij' },
      location: 'Zagreb',
      employment: 'fullTime' as const,
      summary: { hr: 'Analize uzoraka.' },
      responsibilities: { hr: [{ line: 'Analize' }] },
      requirements: { hr: [{ line: 'Prvostupnik' }] },
      postedOn: '2026-11-10T12:00:00.000Z',
      closesOn: '2027-01-20T12:00:00.000Z',
      hero: 12,
      updatedAt: '2026-11-10T12:00:00.000Z',
      createdAt: '2026-11-10T12:00:00.000Z',
    };
    const photo = {
      src: '/assets/12',
      width: 1600,
      height: 900,
      alt: { hr: 'Tim u laboratoriju' },
      variants: [],
    };
    expect(toOpenings([stored], new Map([['12', photo]]))[0]?.hero).toEqual(photo);
    // A photo not among the published media (deleted, or a PDF) leaves the page without one.
    expect(toOpenings([stored], new Map())[0]).not.toHaveProperty('hero');
  });

  it('reads back every opening of the seed as the market has it, a closed one marked closed', () => {
    const config = jobs(() => '/preview');
    const seeded = market.openPositions!.map((opening, index) =>
      index === 0 ? { ...opening, closed: true } : opening,
    );
    const stored = seeded.map((opening, index) => {
      const { shared, inLocale } = openingSeed(opening);
      return storedAllLocales(
        config,
        Object.fromEntries(
          market.locales.map((l) => [
            l,
            { id: index + 1, key: opening.id, ...shared, ...inLocale(l) },
          ]),
        ),
      );
    });
    expect(toOpenings(stored as never)).toEqual(seeded);
  });
});
