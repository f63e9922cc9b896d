import { validateMarket } from './validateMarket';
import { createTestMarket } from '../testing/testMarket';
import { sampleBrandPage } from '../testing/testBrandPages';

const fixtureMarket = createTestMarket();

describe('market validation', () => {
  it('accepts a complete market', () => {
    expect(() => validateMarket(fixtureMarket)).not.toThrow();
  });

  it('names a department without its name in one of the locales', () => {
    const broken = {
      ...fixtureMarket,
      departments: {
        ...fixtureMarket.departments,
        nova: { name: { en: 'New' }, mail: 'nova@example.com', tel: '+385 1 000 0000' },
      },
    };
    expect(() => validateMarket(broken)).toThrow(/departments\.nova\.name: no hr text/);
  });

  it('names a department key that is not an English key', () => {
    const broken = {
      ...fixtureMarket,
      departments: { ljudski_potencijali: fixtureMarket.departments.diagnostics! },
    };
    expect(() => validateMarket(broken)).toThrow(/departments\.ljudski_potencijali/);
  });

  it('names a page two departments are the contact for', () => {
    const { diagnostics } = fixtureMarket.departments;
    const broken = {
      ...fixtureMarket,
      departments: { ...fixtureMarket.departments, 'lab-two': { ...diagnostics! } },
    };
    expect(() => validateMarket(broken)).toThrow(
      /departments\.lab-two\.contactFor: diagnostics is already diagnostics's/,
    );
  });

  it('rejects a time zone that is not an IANA zone, naming it', () => {
    expect(() => validateMarket({ ...fixtureMarket, timeZone: 'CET+1' })).toThrow(
      /timeZone: an IANA time zone/,
    );
  });

  it('rejects a malformed mailbox with its path', () => {
    const broken = { ...fixtureMarket, pharmacovigilanceMailbox: 'not-an-address' };
    expect(() => validateMarket(broken)).toThrow(/pharmacovigilanceMailbox/);
  });

  it('names a location whose country has no text in one of its locales', () => {
    const [first, ...rest] = fixtureMarket.locations;
    const broken = {
      ...fixtureMarket,
      locations: [{ ...first!, country: { hr: 'Hrvatska' } }, ...rest],
    };
    expect(() => validateMarket(broken)).toThrow(/locations\.hq\.country: no en text/);
  });

  it('names a board member whose title has no text in one of its locales', () => {
    const company = {
      ...fixtureMarket.company,
      managementBoard: [{ name: 'Ana Primjer', role: { en: 'Member of the Management Board' } }],
    };
    expect(() => validateMarket({ ...fixtureMarket, company })).toThrow(
      /company\.managementBoard\.0\.role: no hr text/,
    );
  });

  it('accepts brand pages of the back office and names the field of a broken one', () => {
    expect(() =>
      validateMarket({ ...fixtureMarket, brandPages: [sampleBrandPage()] }),
    ).not.toThrow();
    const broken = sampleBrandPage({ department: 'finance' as 'marketing' });
    delete (broken.copy.hr as Partial<NonNullable<typeof broken.copy.hr>>).safetyNote;
    expect(() => validateMarket({ ...fixtureMarket, brandPages: [broken] })).toThrow(
      /brandPages\.0\.department[\s\S]*brandPages\.0\.copy\.hr\.safetyNote/,
    );
  });

  it('names an id two brand pages share', () => {
    const brandPages = [sampleBrandPage(), sampleBrandPage({ slug: { hr: 'drugi' } })];
    expect(() => validateMarket({ ...fixtureMarket, brandPages })).toThrow(
      /brandPages: two pages have the id "brand-lumaderm"/,
    );
  });
});
