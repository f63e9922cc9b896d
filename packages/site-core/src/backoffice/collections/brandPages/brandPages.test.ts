/** @jest-environment node */
import type { PayloadRequest } from 'payload';
import { routeTable } from '../../../routing/routeTable';
import { sampleBrandPage } from '../../../testing/testBrandPages';
import { storedAllLocales } from '../../storedDoc.testing';
import { brandPages } from './config.mts';
import { validBrandSlug } from './hooks.mts';
import { brandPageSeed, toBrandPages } from './mapping';

/** Copy without the stored rich text the sections carry (the page renders it; the text is in blocks). */
const withoutBodies = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (key, inner) => (key === 'body' ? undefined : inner)));

describe('a brand page from the seed to its department', () => {
  const page = sampleBrandPage();
  const stored = () => {
    const { shared, inLocale } = brandPageSeed(page);
    return storedAllLocales(
      brandPages(() => '/preview'),
      {
        hr: { id: 7, key: page.id, ...shared, ...inLocale('hr') },
        en: { id: 7, key: page.id, ...shared, ...inLocale('en') },
      },
    );
  };

  it('reads back the seed’s page: its slugs, lettering, website and copy in each language', () => {
    expect(withoutBodies(toBrandPages([stored() as never]))).toEqual([page]);
  });

  it('shows the logo staff uploaded and drops a website that is no web address', () => {
    const logo = { src: '/assets/4', width: 600, height: 200, alt: {}, variants: [] };
    const [read] = toBrandPages(
      [{ ...stored(), logo: 4, website: 'javascript:alert(1)' } as never],
      new Map([['4', logo]]),
    );
    expect(read!.logo).toEqual(logo);
    expect(read).not.toHaveProperty('website');
  });

  it('names an unsaved page by its id, and leaves out a language without a lead', () => {
    const doc = { ...stored(), key: null, lead: { hr: page.copy.hr!.lead, en: '' } };
    const [read] = toBrandPages([doc as never]);
    expect(read!.id).toBe('b7');
    expect(Object.keys(read!.copy)).toEqual(['hr']);
  });
});

describe('a brand page’s slug', () => {
  const check = (value: string, taken: boolean, department = 'marketing') => {
    const find = jest.fn(async () => ({ docs: taken ? [{ id: 2 }] : [] }));
    const req = { locale: 'hr', payload: { find } } as unknown as PayloadRequest;
    return {
      find,
      result: validBrandSlug(value, { data: { department }, req, id: 5 } as never),
    };
  };

  it('refuses the address of one of the site’s fixed pages below the department', async () => {
    const fixed = routeTable.galderma.paths.hr.split('/').pop()!;
    await expect(check(fixed, false).result).resolves.toMatch(/taken by the site's page galderma/);
  });

  it('refuses a slug another brand page of the same department has, and accepts a free one', async () => {
    await expect(check('lumaderm', true).result).resolves.toMatch(
      /Another brand page of this department/,
    );
    const free = check('lumaderm', false, 'dentalMedicine');
    await expect(free.result).resolves.toBe(true);
    expect(free.find).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'brand-pages',
        where: {
          and: [
            { slug: { equals: 'lumaderm' } },
            { department: { equals: 'dentalMedicine' } },
            { id: { not_equals: 5 } },
          ],
        },
      }),
    );
  });
});
