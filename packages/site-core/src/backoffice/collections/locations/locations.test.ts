/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { createTestMarket } from '../../../testing/testMarket';
import type { Role } from '../../access/index.mts';
import { storedAllLocales } from '../../storedDoc.testing';
import { locationsAccess } from './access.mts';
import { locations } from './config.mts';
import { locationSeed, toLocations } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
const inEveryLocale = (docFor: (locale: 'hr' | 'sl' | 'bs' | 'en') => Record<string, unknown>) =>
  Object.fromEntries(market.locales.map((locale) => [locale, docFor(locale)]));
const as = (role?: Role) =>
  ({
    req: { user: role ? { id: 3, collection: 'users', role } : null } as unknown as PayloadRequest,
  }) as AccessArgs;

const stored = () =>
  market.locations.map((location, id) => {
    const { key, shared, inLocale } = locationSeed(location);
    return storedAllLocales(
      locations('hr'),
      inEveryLocale((locale) => ({ id, key, ...shared, ...inLocale(locale) })),
    );
  });

describe('the locations', () => {
  it('administrators only add, change and remove a location; others read the published ones', () => {
    for (const operation of ['create', 'update', 'delete'] as const) {
      expect(locationsAccess[operation](as('administrator'))).toBe(true);
      expect(locationsAccess[operation](as('editor'))).toBe(false);
      expect(locationsAccess[operation](as('hr'))).toBe(false);
    }
    expect(locationsAccess.read(as())).toEqual({ _status: { equals: 'published' } });
  });

  it('reads back the seed’s locations with their hours and phone links', () => {
    expect(toLocations(stored() as never, market.locales)).toEqual(market.locations);
  });

  it('gives a phone link from the number staff typed', () => {
    const [first] = stored();
    first!.tel1 = '+385 (1) 234 5678';
    expect(toLocations([first] as never, market.locales)[0]).toMatchObject({
      tel1: '+385 (1) 234 5678',
      tel1_link: 'tel:+38512345678',
    });
  });

  it('leaves out a location without its country in a language rather than show it half', () => {
    const [first] = stored();
    first!.country = { ...first!.country, en: null };
    expect(toLocations([first] as never, market.locales)).toEqual([]);
  });
});
