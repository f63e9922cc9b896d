import { createTestMarket, publishedAs } from '../testing/testMarket';
import { siteStateOf, siteStates } from '../routing/siteState';
import { hideUnwrittenPages, unwrittenPagesOf, writtenPagesOnly } from './writtenPagesOnly';

describe('pages without published copy', () => {
  const market = createTestMarket();
  const { privacyPolicy: _unpublished, ...otherLegalPages } = market.legalPages!;

  it('answers 404 at the address of a page staff unpublished, and no menu or sitemap offers it', () => {
    const before = hideUnwrittenPages(siteStateOf(market, publishedAs(market, { revision: 'r1' })));
    expect(before.router.resolve('hr', '/pravila-privatnosti')?.name).toBe('privacyPolicy');

    const state = hideUnwrittenPages(
      siteStateOf(market, publishedAs(market, { revision: 'r2', legalPages: otherLegalPages })),
    );
    expect(state.router.resolve('hr', '/pravila-privatnosti')).toBeNull();
    expect(state.router.resolve('en', '/privacy-policy')).toBeNull();
    expect(state.router.isVisible('privacyPolicy')).toBe(false);
    expect(state.router.pages('hr').map((page) => page.name)).not.toContain('privacyPolicy');
    // The other legal pages stay.
    expect(state.router.resolve('hr', '/uvjeti-koristenja')?.name).toBe('termsOfUse');
  });

  it('lists the page for the launch checklist with the languages it lacks', () => {
    const enOnly = { en: market.aboutCopy!.en! };
    const state = siteStateOf(
      market,
      publishedAs(market, { revision: 'r3', legalPages: otherLegalPages, aboutCopy: enOnly }),
    );
    expect(unwrittenPagesOf(state)).toEqual([
      { route: 'about', locales: ['hr'] },
      { route: 'privacyPolicy', locales: ['hr', 'en'] },
    ]);
    // Missing in one language only, the page stays in the other (the Page answers 404 in hr).
    expect(hideUnwrittenPages(state).router.isVisible('about')).toBe(true);
  });

  it('hides once per published revision', async () => {
    let revision = 'r1';
    const current = writtenPagesOnly(
      siteStates(market, {
        published: async () => publishedAs(market, { revision, legalPages: otherLegalPages }),
      }),
    );
    const first = await current();
    expect(await current()).toBe(first);
    revision = 'r2';
    expect(await current()).not.toBe(first);
  });
});
