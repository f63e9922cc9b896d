import { tabLanguageAddress } from './tabLanguageAddress';

describe('tabLanguageAddress', () => {
  it("puts the tab's language in the address of a list, a document and a new one", () => {
    expect(tabLanguageAddress('/admin/collections/news', '', 'hr')).toBe(
      '/admin/collections/news?locale=hr',
    );
    expect(tabLanguageAddress('/admin/collections/news/12', 'depth=1', 'hr')).toBe(
      '/admin/collections/news/12?depth=1&locale=hr',
    );
    expect(tabLanguageAddress('/admin/collections/news/create', '', 'sl')).toBe(
      '/admin/collections/news/create?locale=sl',
    );
    expect(tabLanguageAddress('/admin/globals/company', '', 'bs')).toBe(
      '/admin/globals/company?locale=bs',
    );
  });

  it('leaves an address that names its language, and screens without content, alone', () => {
    expect(tabLanguageAddress('/admin/collections/news/12', 'locale=en', 'hr')).toBeUndefined();
    expect(tabLanguageAddress('/admin', '', 'hr')).toBeUndefined();
    expect(tabLanguageAddress('/admin/hr/APP-1', '', 'hr')).toBeUndefined();
    expect(tabLanguageAddress('/admin/collections/news/12/versions/3', '', 'hr')).toBeUndefined();
  });
});
