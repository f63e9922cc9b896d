import { getIntl } from '../i18n/intl';
import { createMarketRouter } from '../routing/marketRouter';
import { createTestMarket } from '../testing/testMarket';
import { contactDirectory, departmentName } from './directory';

const market = createTestMarket((base) => ({
  departments: {
    ...base.departments,
    prodaja: {
      mail: 'prodaja@medivia-test.example',
      tel: '+385 1 000 0010',
      group: 'sales',
      offered: true,
    },
    racunovodstvo: {
      mail: 'racunovodstvo@medivia-test.example',
      tel: '+385 1 000 0029',
      group: 'company',
    },
    prodaja_vukovar: {
      mail: 'vukovar@medivia-test.example',
      tel: '+385 32 000 010',
      group: 'sales',
      offered: true,
      location: base.locations[0]!.id,
    },
  },
  messages: {
    ...base.messages,
    en: {
      ...base.messages?.en,
      'department.prodaja': 'Sales',
      'department.racunovodstvo': 'Accounting',
      'department.prodaja_vukovar': 'Sales – Vukovar',
    },
  },
}));
const router = createMarketRouter(market);
const intl = getIntl(market, 'en');

describe('contactDirectory', () => {
  it('lists sales first, then business areas and services, then each site under its name', () => {
    const sections = contactDirectory(market, router, intl, 'en');
    expect(sections.map((section) => section.title)).toEqual([
      'Sales and orders',
      'Business areas',
      'Services',
      'Quality, safety, procurement and careers',
      market.locations[0]!.city,
    ]);
    const site = sections.at(-1)!;
    expect(site.entries.map((entry) => entry.key)).toEqual(['prodaja_vukovar']);
  });

  it('lists a unit whose location was renamed or removed under its group, not nowhere', () => {
    const moved = {
      ...market,
      locations: market.locations.map((location, index) =>
        index === 0 ? { ...location, id: 'vukovar-novo' } : location,
      ),
    };
    const sections = contactDirectory(moved, router, intl, 'en');
    expect(sections.map((section) => section.title)).not.toContain(market.locations[0]!.city);
    expect(sections[0]!.entries.map((entry) => entry.key)).toContain('prodaja_vukovar');
  });

  it("offers in the form only the departments marked offered; the page's directory keeps the rest", () => {
    const offered = contactDirectory(market, router, intl, 'en', { offeredOnly: true });
    const keys = offered.flatMap((section) => section.entries.map((entry) => entry.key));
    expect(keys).toContain('prodaja');
    expect(keys).not.toContain('racunovodstvo');
    const all = contactDirectory(market, router, intl, 'en').flatMap((section) =>
      section.entries.map((entry) => entry.key),
    );
    expect(all).toContain('racunovodstvo');
  });

  it("gives each department its phone, e-mail and hours (the market's office hours by default)", () => {
    const sales = contactDirectory(market, router, intl, 'en')[0]!.entries[0]!;
    expect(sales).toMatchObject({
      name: 'Sales',
      tel: '+385 1 000 0010',
      mail: 'prodaja@medivia-test.example',
      hours: 'Monday–Friday 8 am–4 pm',
    });
  });
});

describe('departmentName', () => {
  it("names a department as the navigation names its page, and the rest by the market's message", () => {
    // The test market points the diagnostics page at `dijagnostika`.
    expect(departmentName(market, router, intl, 'dijagnostika')).toBe(
      intl.tm('route.diagnostics.title'),
    );
    expect(departmentName(market, router, intl, 'racunovodstvo')).toBe('Accounting');
  });
});
