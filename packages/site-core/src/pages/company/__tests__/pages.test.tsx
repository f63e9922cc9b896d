import { isWrittenIn } from '../../../content/writtenPages';
import { within } from '@testing-library/react';
import { locales, type Locale } from '../../../i18n/locales';
import type { RouteName } from '../../../routing/routeTable';
import { careersCopy } from '../../../seed/careers';
import type { RichTextDocument } from '../../../content/richText';
import { legalRoutes } from '../../../content/company/legal';
import { createMarketRouter } from '../../../routing/marketRouter';
import { renderPage, testContext } from '../../../testing/render';
import { createTestMarket, noNews } from '../../../testing/testMarket';
import { companyPages } from '..';

// The islands load their forms through next/dynamic, which renders nothing until the chunk arrives;
// these tests read the markup the server sends, so they render the forms directly (the browser
// tests check the dynamic islands, with and without scripts).
jest.mock('../../../careers/ApplicationFormIsland', () => ({
  ApplicationFormIsland: jest.requireActual('../../../careers/ApplicationForm').ApplicationForm,
}));
jest.mock('../../../contact/ContactPageFormIsland', () => ({
  ContactPageFormIsland: jest.requireActual('../../../contact/ContactPageForm').ContactPageForm,
}));

// How many words each page needs is a content rule: see content/validateContent.
const routes: RouteName[] = [
  'about',
  'companyInformation',
  'careers',
  'documents',
  'thankYou',
  ...legalRoutes,
];
const fixtureMarket = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'], news: noNews() });
const router = createMarketRouter(fixtureMarket);

/** A company-area page of the market as the site renders it. */
function renderCompanyPage(name: RouteName, locale: Locale) {
  const Page = companyPages[name];
  if (!Page) throw new Error(`no company page registered for ${name}`);
  return renderPage(Page, testContext(fixtureMarket, locale, name)).container;
}
const hrefsOf = (page: HTMLElement) =>
  [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe.each(locales)('company pages in %s', (locale: Locale) => {
  describe.each(routes)('given the %s page', (name) => {
    let page: HTMLElement;
    beforeAll(() => {
      page = renderCompanyPage(name, locale);
    });

    it('renders one h1', () => {
      expect(page.querySelectorAll('h1')).toHaveLength(1);
    });

    it('leaves no placeholder unfilled', () => {
      expect(page.textContent).not.toMatch(/\{\w+\}/);
    });
  });

  describe('given the about page', () => {
    let page: HTMLElement;
    beforeAll(() => {
      page = renderCompanyPage('about', locale);
    });

    it('has a tappable tel: link for every phone number of every location', () => {
      const hrefs = [...page.querySelectorAll('a[href^="tel:"]')].map((a) =>
        a.getAttribute('href'),
      );
      for (const location of fixtureMarket.locations) {
        expect(hrefs).toContain(location.tel1_link);
        if (location.tel2_link) expect(hrefs).toContain(location.tel2_link);
      }
    });

    it('shows the history 1990–2024 as an ordered list with one longer story', () => {
      const entries = page.querySelectorAll('ol[data-slot="timeline"] > li');
      expect(entries.length).toBeGreaterThanOrEqual(8);
      expect(entries[0]!.textContent).toContain('1990');
      expect(entries[entries.length - 1]!.textContent).toContain('2024');
    });

    it('shows the four certificates, the memberships and a link to the company information', () => {
      for (const name of ['ISO 9001:2015', 'ISO 14001:2015', 'GDP', 'GMP'])
        expect(page.textContent).toContain(name);
      expect(page.textContent).toContain(fixtureMarket.memberships![0]!.name[locale]);
      expect(hrefsOf(page)).toContain(router.href('companyInformation', locale));
    });
  });

  describe('given the company information page', () => {
    it('lists every legal field, the share capital as currency and the bank account', () => {
      const page = renderCompanyPage('companyInformation', locale);
      const company = fixtureMarket.company;
      for (const value of [
        company.corporateName,
        company.registryCourt[locale]!,
        company.registrationNumber[locale]!,
        company.taxId[locale]!,
        company.vatId,
        company.founder[locale]!,
        company.seat.country[locale]!,
        `${company.managementBoard[0]!.name}, ${company.managementBoard[0]!.role[locale]!}`,
        company.director,
      ]) {
        expect(page.textContent).toContain(value);
      }
      expect(page.querySelectorAll('dl dt').length).toBeGreaterThanOrEqual(14);
      expect(page.textContent).toMatch(/30[.,\s\u00a0]000[.,\s\u00a0]000/);
      expect(page.textContent).toContain(company.bankAccounts[0]!.iban);
    });
  });

  describe('given the careers page', () => {
    let page: HTMLElement;
    beforeAll(() => {
      page = renderCompanyPage('careers', locale);
    });

    it('lists the open positions with location and type, each a link to its page; not a closed one', () => {
      for (const position of fixtureMarket.openPositions!.filter((p) => !p.closed)) {
        const link = within(page).getByRole('link', { name: position.title[locale] });
        expect(link.getAttribute('href')).toMatch(
          new RegExp(`/karijere/${position.slug[locale]}$`),
        );
      }
      expect(page.textContent).toContain('Sveta Nedelja');
      const closed = fixtureMarket.openPositions!.find((p) => p.closed)!;
      expect(page.textContent).not.toContain(closed.title[locale]);
    });

    it('offers a button that opens the contact form and links to the privacy policy', () => {
      expect(page.querySelectorAll('button[aria-haspopup="dialog"]').length).toBeGreaterThanOrEqual(
        1,
      );
      expect(hrefsOf(page)).toContain(router.href('privacyPolicy', locale));
    });
  });

  describe('given the thank-you page', () => {
    it('links home and writes no robots tag of its own (the page metadata owns the head)', () => {
      const page = renderCompanyPage('thankYou', locale);
      expect(page.querySelector('meta[name="robots"]')).toBeNull();
      expect(hrefsOf(page)).toContain(router.href('home', locale));
    });
  });
});

describe('a job opening page', () => {
  const renderOpening = (path: `/${string}`) =>
    renderPage(companyPages.jobOpening!, testContext(fixtureMarket, 'en', path)).container;

  it('shows the job, its dates and an application form that posts without scripts', () => {
    // The list shows the intern's opening first (posted later): the form preselects this one.
    const page = renderOpening('/karijere/regulatory-affairs-specialist');
    expect(page.querySelector('h1')?.textContent).toBe('Regulatory affairs specialist');
    expect(page.textContent).toContain('Files variations and renewals');
    expect(page.querySelector('time[datetime="2027-01-31"]')).not.toBeNull();
    const form = page.querySelector('#application form')!;
    expect(form.getAttribute('action')).toBe('/api/applications');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.querySelector('option[selected]')?.getAttribute('value')).toBe('regulatory');
    expect(form.querySelector('input[type="file"][name="cv"]')?.getAttribute('accept')).toContain(
      '.pdf',
    );
    expect(page.querySelector('[data-page-status]')).toBeNull();
  });

  it('shows the photo HR chose above the description, with its alt text in the page\u2019s language', () => {
    const photo = {
      src: '/assets/12',
      width: 1600,
      height: 900,
      alt: { hr: 'Tim u laboratoriju', en: 'The team in the laboratory' },
      variants: [{ src: '/assets/12?key=card', width: 800 }],
    };
    const withPhoto = createTestMarket({
      locales: ['hr', 'sl', 'bs', 'en'],
      news: noNews(),
      openPositions: fixtureMarket.openPositions!.map((opening) =>
        opening.id === 'regulatory' ? { ...opening, hero: photo } : opening,
      ),
    });
    const page = renderPage(
      companyPages.jobOpening!,
      testContext(withPhoto, 'en', '/karijere/regulatory-affairs-specialist'),
    ).container;
    const img = page.querySelector<HTMLImageElement>('[data-hero-photo] img')!;
    expect(img.getAttribute('alt')).toBe('The team in the laboratory');
    expect(img.getAttribute('src')).toBe('/assets/12');
    expect(img.getAttribute('srcset')).toBe('/assets/12?key=card 800w, /assets/12 1600w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    expect(img.getAttribute('loading')).toBe('eager');
    // An opening without one shows none.
    expect(
      renderOpening('/karijere/regulatory-affairs-specialist').querySelector('[data-hero-photo]'),
    ).toBeNull();
  });

  it('says a closed position is closed, offers the open ones, and is marked for a 410', () => {
    const page = renderOpening('/karijere/sales-representative');
    expect(page.querySelector('[data-page-status="410"]')).not.toBeNull();
    expect(page.textContent).toContain('This position has been filled or closed');
    expect(page.querySelector('form')).toBeNull();
    expect(hrefsOf(page)).toContain('/en/karijere');
    // The positions open now, so a visitor from an old link can go on.
    const open = page.querySelector<HTMLElement>('[aria-labelledby="open-positions"]')!;
    expect(hrefsOf(open).sort()).toEqual([
      '/en/karijere/logistics-intern',
      '/en/karijere/regulatory-affairs-specialist',
    ]);
  });
});

describe('the careers page, where HR gave one opening a photo', () => {
  const photo = {
    src: '/assets/12',
    width: 1600,
    height: 900,
    alt: { hr: 'Tim u laboratoriju', en: 'The team in the laboratory' },
    variants: [{ src: '/assets/12?key=card', width: 800 }],
    focus: { x: 25, y: 60 },
  };
  const withPhoto = createTestMarket({
    locales: ['hr', 'sl', 'bs', 'en'],
    news: noNews(),
    openPositions: fixtureMarket.openPositions!.map((opening) =>
      opening.id === 'regulatory' ? { ...opening, hero: photo } : opening,
    ),
  });
  const open = withPhoto.openPositions!.filter((opening) => !opening.closed);

  /** The list's card of an opening, found by its link. */
  function cardOf(page: HTMLElement, locale: 'hr' | 'en', id: string) {
    const opening = open.find((o) => o.id === id)!;
    return within(page).getByRole('link', { name: opening.title[locale] }).closest('li')!;
  }

  it.each(['hr', 'en'] as const)(
    'shows it on that opening’s card in %s, lazily, with its alt text, size, copies and focal point',
    (locale) => {
      const page = renderPage(
        companyPages.careers!,
        testContext(withPhoto, locale, 'careers'),
      ).container;
      const img = within(cardOf(page, locale, 'regulatory')).getByRole('img', {
        name: photo.alt[locale],
      });
      expect(img).toHaveAttribute('src', '/assets/12');
      expect(img).toHaveAttribute('srcset', '/assets/12?key=card 800w, /assets/12 1600w');
      expect(img).toHaveAttribute('width', '1600');
      expect(img).toHaveAttribute('height', '900');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img.style.objectPosition).toBe('25% 60%');
      expect(img.closest('a')).toBeNull();
    },
  );

  it('shows no picture and no empty box on the cards of openings without one', () => {
    expect(open.length).toBeGreaterThan(1);
    const page = renderPage(
      companyPages.careers!,
      testContext(withPhoto, 'hr', 'careers'),
    ).container;
    for (const opening of open.filter((o) => o.id !== 'regulatory')) {
      const card = cardOf(page, 'hr', opening.id);
      expect(card.querySelector('img')).toBeNull();
      expect(card.querySelectorAll(':scope > *')).toHaveLength(1);
    }
  });
});

describe('the documents page, as staff publish it', () => {
  const published = createTestMarket({
    news: noNews(),
    documents: [
      {
        id: 'iso9001',
        type: 'certificate',
        date: '2025-03-18',
        title: { hr: 'Certifikat ISO 9001:2015', en: 'ISO 9001:2015 certificate' },
        description: {
          hr: 'Izdaje {medicinesAgencyShort}; opseg: cijela tvrtka.',
          en: 'Scope: the whole company {unknownPlaceholder}.',
        },
        file: { src: '/assets/42', bytes: 183_400 },
      },
      {
        id: 'returns',
        type: 'form',
        date: '2024-05-02',
        title: { hr: 'Obrazac za povrat robe' },
        description: { hr: 'Za povrat robe ili prijavu nedostatka.' },
      },
    ],
  });
  const render = (locale: Locale) =>
    renderPage(companyPages.documents!, testContext(published, locale, 'documents')).container;

  it('offers a document with a PDF as a named download with its size, the others on request', () => {
    const page = render('hr');
    const download = within(page).getByRole('link', { name: /Preuzmite PDF/ });
    expect(download).toHaveAttribute('href', '/assets/42');
    // Its name says which document and how large, so the page's download links tell apart.
    expect(download).toHaveAccessibleName(
      /^Preuzmite PDF \(183\skB\)\s?: Certifikat ISO 9001:2015$/,
    );
    expect(page.textContent).toContain('Obrazac za povrat robe');
    // One is on request only: the notice says how to get it.
    expect(page.textContent).toContain('Dostupno na zahtjev');
    expect(page.textContent).toContain(`Izdaje ${published.legal!.medicinesAgency.abbreviation}`);
  });

  it('leaves out a document without text in the locale, and shows a typo in a placeholder as typed', () => {
    const page = render('en');
    expect(page.textContent).not.toContain('Obrazac za povrat robe');
    expect(page.textContent).toContain('{unknownPlaceholder}');
    // Every document is a download: no notice about documents on request.
    expect(page.textContent).not.toContain('Available on request');
  });
});

describe('the careers page, as HR publish it', () => {
  it('shows the published copy in its locale, and none from code where HR published none', () => {
    const base = createTestMarket({ news: noNews() });
    const hrCopy = {
      ...careersCopy.hr,
      lead: 'Tražimo farmaceute i logističare za novo skladište u Splitu.',
      offer: ['Ugovor na neodređeno', 'Topli obrok', 'Dodatno zdravstveno', 'Rad od kuće'],
    };
    const published = { ...base, careersCopy: { hr: hrCopy } };
    const hr = renderPage(companyPages.careers!, testContext(published, 'hr', 'careers')).container;
    expect(hr.textContent).toContain(
      'Tražimo farmaceute i logističare za novo skladište u Splitu.',
    );
    expect(hr.textContent).toContain('Topli obrok');
    // English was never published: the page answers 404 there (site/writtenPagesOnly.test.ts).
    expect(isWrittenIn(published, 'careers', 'en')).toBe(false);
  });
});

describe('a legal page, as staff publish it', () => {
  it('renders the sections’ rich text with its links, emphasis and notes, the company’s facts filled in', () => {
    const base = createTestMarket({ news: noNews() });
    const text = (value: string, format = 0) => ({
      type: 'text',
      text: value,
      format,
      detail: 0,
      mode: 'normal',
      style: '',
      version: 1,
    });
    const element = { direction: 'ltr', format: '', indent: 0, version: 1 };
    const body = {
      root: {
        type: 'root',
        ...element,
        children: [
          {
            type: 'paragraph',
            ...element,
            textFormat: 0,
            textStyle: '',
            children: [
              text('Voditelj obrade je {corporateName}. Pročitajte '),
              {
                type: 'link',
                ...element,
                fields: { linkType: 'custom', url: '/politika-kolacica', newTab: false },
                children: [text('politiku kolačića', 1)],
              },
              text('.'),
            ],
          },
          {
            type: 'block',
            format: '',
            version: 2,
            fields: {
              id: 'a1',
              blockName: '',
              blockType: 'note',
              tone: 'warning',
              text: 'Ne šaljite podatke o zdravlju putem obrasca.',
            },
          },
        ],
      },
    };
    const sections = Array.from({ length: 5 }, (_, i) => ({
      heading: `Odjeljak ${i + 1}`,
      blocks: [{ type: 'paragraph' as const, text: 'Tekst.' }],
      ...(i === 0 ? { body: body as unknown as RichTextDocument } : {}),
    }));
    const published = {
      ...base,
      legalPages: {
        privacyPolicy: { hr: { lead: 'Kako {abbreviatedName} štiti podatke.', sections } },
      },
    };
    const page = renderPage(
      companyPages.privacyPolicy!,
      testContext(published, 'hr', 'privacyPolicy'),
    ).container;
    expect(page.textContent).toContain(`Kako ${base.company.abbreviatedName} štiti podatke.`);
    expect(page.textContent).toContain(`Voditelj obrade je ${base.company.corporateName}.`);
    const link = within(page).getByRole('link', { name: 'politiku kolačića' });
    expect(link.getAttribute('href')).toBe('/politika-kolacica');
    expect(link.querySelector('strong')).not.toBeNull();
    expect(page.textContent).toContain('Ne šaljite podatke o zdravlju putem obrasca.');
    // The page's contents list every section staff wrote.
    expect(within(page).getByRole('link', { name: 'Odjeljak 5' })).toBeTruthy();
    // Another locale, never published, has no page (it answers 404), never site-core's seed copy.
    expect(isWrittenIn(published, 'privacyPolicy', 'en')).toBe(false);
  });
});
