import { movedAddresses, pageAddresses, type PageAddress } from './slugChanges.mts';

const article: PageAddress = (_doc, slug, locale) =>
  `${locale === 'en' ? '/news-and-events' : '/novosti-i-dogadanja'}/${slug}`;

describe('the addresses a changed slug moves', () => {
  it('are the public paths per locale, the default locale without prefix', () => {
    expect(
      pageAddresses({ slug: { hr: 'novi-naslov', en: 'new-title' } }, article, ['hr', 'en']),
    ).toEqual({ hr: '/novosti-i-dogadanja/novi-naslov', en: '/en/news-and-events/new-title' });
  });

  it('leave out a locale the document has no slug in', () => {
    expect(pageAddresses({ slug: { hr: 'naslov', en: null } }, article, ['hr', 'en'])).toEqual({
      hr: '/novosti-i-dogadanja/naslov',
    });
  });

  it('redirect each locale whose address changed, old to new, and no other', () => {
    const before = { hr: '/novosti-i-dogadanja/stari', en: '/en/news-and-events/same' };
    const after = { hr: '/novosti-i-dogadanja/novi', en: '/en/news-and-events/same' };
    expect(movedAddresses(before, after)).toEqual([
      { from: '/novosti-i-dogadanja/stari', to: '/novosti-i-dogadanja/novi' },
    ]);
  });

  it('make no redirect for a locale that was never published or is gone', () => {
    expect(movedAddresses({}, { hr: '/novosti-i-dogadanja/novi' })).toEqual([]);
    expect(movedAddresses({ hr: '/novosti-i-dogadanja/stari' }, {})).toEqual([]);
  });
});
