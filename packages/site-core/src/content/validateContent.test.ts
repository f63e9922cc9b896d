/** @jest-environment node */
import { locales } from '../i18n/locales';
import { legalRoutes } from './company/legal';
import { areaContent, brandContent } from './portfolio';
import { siteContentPages } from '../seed/siteContent';
import { validateContent, wordCount, type ContentPage } from './validateContent';

describe('the site-core copy', () => {
  it('meets the length rules of every page in every locale', () => {
    expect(validateContent(siteContentPages, locales)).toEqual([]);
  });

  it('covers the company pages, the legal notices, the thank-you page, every area and brand', () => {
    const areas = Object.keys(areaContent).length;
    const brands = Object.keys(brandContent).length;
    expect(siteContentPages).toHaveLength(3 + legalRoutes.length + 1 + areas + brands);
    expect(siteContentPages.map((page) => page.source)).toEqual(
      expect.arrayContaining([
        'site-core/src/seed/about',
        'site-core/src/seed/careers',
        'site-core/src/content/company/documents',
        'site-core/src/seed/legal/privacy',
      ]),
    );
  });
});

describe('the content check', () => {
  const page = (text: ContentPage['text'], words: ContentPage['words']): ContentPage => ({
    source: 'content/sample',
    text,
    words,
  });

  it('reports a page too short in a locale, naming the source, the count and the rule', () => {
    const short = page({ hr: 'Kratka stranica.', en: 'Long enough page in this one.' }, { min: 5 });
    expect(validateContent([short], ['hr', 'en'])).toEqual([
      'content/sample: 2 words in hr, needs at least 5',
    ]);
  });

  it('reports a page too long and a locale without copy', () => {
    const long = page({ hr: 'jedan dva tri četiri' }, { min: 1, max: 3 });
    expect(validateContent([long], ['hr', 'sl'])).toEqual([
      'content/sample: 4 words in hr, allows at most 3',
      'content/sample: no copy in sl',
    ]);
  });

  it('reports a real page cut short', () => {
    const [about, ...rest] = siteContentPages;
    const cut = { ...about!, text: { ...about!.text, sl: 'O nas.' } };
    expect(validateContent([cut, ...rest], locales)).toEqual([
      'site-core/src/seed/about: 2 words in sl, needs at least 600',
    ]);
  });

  it('counts words that hold a letter (a placeholder is one), not numbers or dashes alone', () => {
    expect(wordCount('Od 1990. – 35 godina  s {dpoEmail}')).toBe(4);
  });
});
