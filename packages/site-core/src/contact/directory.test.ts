import { getIntl } from '../i18n/intl';
import { createTestMarket } from '../testing/testMarket';
import { contactDirectory, departmentName } from './directory';

const market = createTestMarket((base) => ({
  departments: {
    ...base.departments,
    sales: {
      name: { hr: 'Prodaja', en: 'Sales' },
      mail: 'prodaja@medivia-test.example',
      tel: '+385 1 000 0010',
      group: 'sales',
      offered: true,
    },
    accounting: {
      name: { hr: 'Računovodstvo', en: 'Accounting' },
      description: { en: 'Invoices and statements' },
      mail: 'racunovodstvo@medivia-test.example',
      tel: '+385 1 000 0029',
      group: 'company',
    },
    'sales-vukovar': {
      name: { hr: 'Prodaja – Vukovar', en: 'Sales – Vukovar' },
      mail: 'vukovar@medivia-test.example',
      tel: '+385 32 000 010',
      group: 'sales',
      offered: true,
      location: base.locations[0]!.id,
    },
  },
}));
const intl = getIntl(market, 'en');

describe('contactDirectory', () => {
  it('lists sales first, then business areas and services, then each site under its name', () => {
    const sections = contactDirectory(market, intl, 'en');
    expect(sections.map((section) => section.title)).toEqual([
      'Sales and orders',
      'Business areas',
      'Services',
      'Quality, safety, procurement and careers',
      market.locations[0]!.city,
    ]);
    const site = sections.at(-1)!;
    expect(site.entries.map((entry) => entry.key)).toEqual(['sales-vukovar']);
  });

  it('lists a unit whose location was renamed or removed under its group, not nowhere', () => {
    const moved = {
      ...market,
      locations: market.locations.map((location, index) =>
        index === 0 ? { ...location, id: 'vukovar-novo' } : location,
      ),
    };
    const sections = contactDirectory(moved, intl, 'en');
    expect(sections.map((section) => section.title)).not.toContain(market.locations[0]!.city);
    expect(sections[0]!.entries.map((entry) => entry.key)).toContain('sales-vukovar');
  });

  it("offers in the form only the departments marked offered; the page's directory keeps the rest", () => {
    const offered = contactDirectory(market, intl, 'en', { offeredOnly: true });
    const keys = offered.flatMap((section) => section.entries.map((entry) => entry.key));
    expect(keys).toContain('sales');
    expect(keys).not.toContain('accounting');
    const all = contactDirectory(market, intl, 'en').flatMap((section) =>
      section.entries.map((entry) => entry.key),
    );
    expect(all).toContain('accounting');
  });

  it("gives each department its name, phone, e-mail and hours (the market's office hours by default)", () => {
    const sales = contactDirectory(market, intl, 'en')[0]!.entries[0]!;
    expect(sales).toEqual({
      key: 'sales',
      name: 'Sales',
      tel: '+385 1 000 0010',
      mail: 'prodaja@medivia-test.example',
      hours: 'Monday–Friday 8 am–4 pm',
      offered: true,
    });
  });

  it('gives a department the description staff wrote in the locale, and none in another', () => {
    const entryIn = (locale: 'hr' | 'en') =>
      contactDirectory(market, getIntl(market, locale), locale)
        .flatMap((section) => section.entries)
        .find((entry) => entry.key === 'accounting')!;
    expect(entryIn('en').description).toBe('Invoices and statements');
    expect(entryIn('hr')).not.toHaveProperty('description');
  });
});

describe('departmentName', () => {
  it("names a department in the locale, in the default locale's words until translated", () => {
    expect(departmentName(market, 'diagnostics', 'en')).toBe('Laboratory diagnostics');
    expect(departmentName(market, 'sales', 'hr')).toBe('Prodaja');
    const untranslated = {
      ...market,
      departments: { new: { ...market.departments.sales!, name: { [market.locales[0]]: 'Nova' } } },
    };
    expect(departmentName(untranslated, 'new', 'en')).toBe('Nova');
  });
});
