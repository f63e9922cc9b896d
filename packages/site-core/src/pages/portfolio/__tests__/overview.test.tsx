import { within } from '@testing-library/react';
import { Header } from '../../../layout/Header';
import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import { pageFor } from '../../registry';
import { renderPage, testContext, type PageAt } from '../../../testing/render';
import { allFeatures, createTestMarket, noNews } from '../../../testing/testMarket';

const full = createTestMarket({ locales: ['hr', 'en'], news: noNews() });
/** The spec's default reading outside Croatia, and one department the market does not offer. */
const lean = createTestMarket({
  locales: ['bs', 'en'],
  news: noNews(),
  features: allFeatures(false),
  reportLinkLocales: [],
  hiddenRoutes: ['animalHealth'],
});

function open(market: Market, locale: Locale, at: PageAt) {
  const ctx = testContext(market, locale, at);
  const { container } = renderPage(pageFor(ctx.route!.name), ctx);
  return within(container);
}

/** The overview's cards as a visitor reads them: title, where it leads, and its summary. */
function cards(page: ReturnType<typeof open>) {
  return page.getAllByRole('heading', { level: 2 }).flatMap((heading) => {
    const link = within(heading).queryByRole('link');
    if (!link) return [];
    const card = heading.closest('li')!;
    return [{ title: link.textContent, href: link.getAttribute('href'), text: card.textContent }];
  });
}

function breadcrumbs(market: Market, locale: Locale, at: PageAt) {
  const nav = open(market, locale, at).getByRole('navigation', {
    name: /navigacijski|putanja|breadcrumb/i,
  });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return [item.textContent!.trim(), link?.getAttribute('href') ?? null];
    });
}

describe('the Services overview', () => {
  describe('given a market with every service', () => {
    const page = () => open(full, 'hr', '/nase-usluge');

    it('has its own heading and lead', () => {
      expect(page().getByRole('heading', { level: 1 })).toHaveTextContent('Naše usluge');
      expect(page().getByText(/Logističke, regulatorne i tehničke usluge/)).toBeInTheDocument();
    });

    it('links every service with its summary, in the menu order', () => {
      expect(cards(page())).toEqual([
        {
          title: 'Skladištenje i transport',
          href: '/nase-usluge/skladistenje-i-transport',
          text: expect.stringContaining('dobrom distribucijskom praksom'),
        },
        expect.objectContaining({
          title: 'Regulatorni poslovi',
          href: '/nase-usluge/registracije',
        }),
        expect.objectContaining({ href: '/nase-usluge/klinicke-studije' }),
        expect.objectContaining({ href: '/nase-usluge/sekundarno-opremanje' }),
        expect.objectContaining({ href: '/nase-usluge/servis' }),
      ]);
    });

    it('points on to the departments', () => {
      expect(page().getByRole('link', { name: 'Naše službe' })).toHaveAttribute('href', '/sluzbe');
    });
  });

  describe('given a market without clinical trials and equipment service', () => {
    it('lists only the services that market offers', () => {
      expect(cards(open(lean, 'en', '/services')).map((card) => card.href)).toEqual([
        '/en/services/warehousing-and-transport',
        '/en/services/regulatory-affairs',
        '/en/services/repackaging-and-relabeling',
      ]);
    });
  });
});

describe('the Departments overview', () => {
  it('links every department of a market with every feature', () => {
    const page = open(full, 'en', '/departments');
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Our departments');
    expect(cards(page).map((card) => card.title)).toEqual([
      'Medicinal products and medical devices',
      'Laboratory diagnostics',
      'Animal health',
      'Dental medicine and dental technics',
      'Marketing of represented brands',
      'Medical equipment',
    ]);
  });

  it('leaves out the departments a market switches off or hides', () => {
    const listed = cards(open(lean, 'bs', '/sluzbe'));
    expect(listed.map((card) => card.href)).toEqual([
      '/sluzbe/dijagnostika',
      '/sluzbe/stomatologija-i-zubna-tehnika',
      '/sluzbe/medicinska-oprema',
    ]);
    expect(listed[0]!.text).toContain('Analizatori, reagensi');
  });

  it.each([
    ['hr', '/sluzbe', 'Naše službe', 'Specijalizirani timovi'],
    ['sl', '/storitve', 'Naši oddelki', 'Specializirane ekipe'],
    ['bs', '/sluzbe', 'Naši odjeli', 'Specijalizovani timovi'],
  ] as const)('reads in %s at %s as "%s", with its lead', (locale, path, title, lead) => {
    const market = createTestMarket({ locales: [locale, 'en'], news: noNews() });
    const page = open(market, locale, path);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(page.getByText(new RegExp(`^${lead}`))).toBeInTheDocument();
    expect(cards(page)).toHaveLength(6);
  });
});

describe('breadcrumbs below an overview', () => {
  it('lead from a department back to the Departments overview', () => {
    expect(breadcrumbs(full, 'hr', '/sluzbe/dijagnostika')).toEqual([
      ['Naslovna', '/'],
      ['Naše službe', '/sluzbe'],
      ['Laboratorijska dijagnostika', expect.anything()],
    ]);
  });

  it('lead from a service back to the Services overview', () => {
    expect(breadcrumbs(lean, 'en', '/services/regulatory-affairs').slice(0, 2)).toEqual([
      ['Home', '/en'],
      ['Our services', '/en/services'],
    ]);
  });

  it('pass through the overview on the way down to a brand', () => {
    expect(
      breadcrumbs(full, 'en', '/departments/marketing/galderma').map(([label]) => label),
    ).toEqual(['Home', 'Our departments', 'Marketing of represented brands', 'Galderma']);
  });
});

describe('the header menus', () => {
  function menu(locale: Locale, at: PageAt, label: string) {
    const ctx = testContext(full, locale, at);
    const header = within(renderPage(Header, ctx).container);
    const summary = header.getAllByText(label).find((node) => node.closest('summary'))!;
    return within(summary.closest('details')!).getAllByRole('link');
  }

  it('open with a link to the overview', () => {
    const services = menu('hr', '/', 'Usluge');
    expect(services[0]).toHaveTextContent('Sve usluge');
    expect(services[0]).toHaveAttribute('href', '/nase-usluge');
    expect(services.slice(1).map((link) => link.getAttribute('href'))).toContain(
      '/nase-usluge/registracije',
    );
    const departments = menu('en', '/departments/animal-health', 'Departments');
    expect(departments[0]).toHaveTextContent('All departments');
    expect(departments[0]).toHaveAttribute('href', '/en/departments');
  });

  it('mark the overview link as the current page on the overview', () => {
    const [overview] = menu('en', '/services', 'Services');
    expect(overview).toHaveAttribute('aria-current', 'page');
  });
});
