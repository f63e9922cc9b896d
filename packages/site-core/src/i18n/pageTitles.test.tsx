import { Header } from '../layout/Header';
import { AreaPage } from '../pages/portfolio/AreaPage';
import { HomePage } from '../pages/home/HomePage';
import { siteContextOf, siteStateOf } from '../routing/siteState';
import { routeTitle } from '../routing/siteContext';
import { pageMetadata } from '../seo/metadata';
import { renderPage } from '../testing/render';
import { createTestMarket, publishedAs } from '../testing/testMarket';
import { getIntl } from './intl';
import type { Locale } from './locales';
import { literalMessage, type PageTitles } from './pageTitles';

const catalogue = createTestMarket({ locales: ['hr', 'en'] });
const hr = getIntl(catalogue, 'hr');

/** The market as the site renders it with these titles published, one page of it in a locale. */
function published(pageTitles: PageTitles, locale: Locale, name: 'home' | 'diagnostics') {
  const state = siteStateOf(
    catalogue,
    publishedAs(catalogue, { revision: 'r-titles', pageTitles }),
  );
  return siteContextOf(state, locale, { name, params: {} });
}

const diagnostics: PageTitles = {
  diagnostics: {
    hr: {
      title: 'Laboratorijska dijagnostika',
      description: 'Analizatori, reagensi i servis za bolničke i privatne laboratorije.',
    },
  },
};

describe('page titles and descriptions published in the back office', () => {
  it('name the page in the menu, its heading and the browser tab, and describe it to search engines', () => {
    const ctx = published(diagnostics, 'hr', 'diagnostics');
    const header = renderPage(Header, ctx).container;
    expect(
      [...header.querySelectorAll('a')].some(
        (link) => link.textContent === 'Laboratorijska dijagnostika',
      ),
    ).toBe(true);
    const page = renderPage(AreaPage, ctx).container;
    expect(page.querySelector('h1')?.textContent).toBe('Laboratorijska dijagnostika');
    const meta = pageMetadata(ctx);
    expect(String(meta.title)).toContain('Laboratorijska dijagnostika');
    expect(meta.description).toBe(
      'Analizatori, reagensi i servis za bolničke i privatne laboratorije.',
    );
  });

  it('stand under the page’s tile on home', () => {
    const home = renderPage(HomePage, published(diagnostics, 'hr', 'home')).container;
    expect(home.textContent).toContain(
      'Analizatori, reagensi i servis za bolničke i privatne laboratorije.',
    );
    expect(home.textContent).not.toContain(hr.tm('route.diagnostics.description'));
  });

  it('leave the other locale and every other page with the catalogue’s words', () => {
    const en = published(diagnostics, 'en', 'diagnostics');
    expect(routeTitle(en, 'diagnostics')).toBe(
      getIntl(catalogue, 'en').tm('route.diagnostics.title'),
    );
    const other = published(diagnostics, 'hr', 'home');
    expect(routeTitle(other, 'about')).toBe(hr.tm('route.about.title'));
    expect(routeTitle(other, 'diagnostics')).toBe('Laboratorijska dijagnostika');
  });

  it('show what staff typed, apostrophes, braces and angle brackets included', () => {
    const typed = "Dr. O'Brien's {new} <b>lab</b> & co '{x}'";
    const ctx = published(
      { diagnostics: { hr: { title: typed, description: typed } } },
      'hr',
      'home',
    );
    expect(routeTitle(ctx, 'diagnostics')).toBe(typed);
    expect(ctx.intl.tm('route.diagnostics.description')).toBe(typed);
    expect(literalMessage('plain')).toBe('plain');
  });
});
