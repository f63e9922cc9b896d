/** @jest-environment node */
import { homeCopyIn } from '../../../content/company/home';
import { getIntl } from '../../../i18n/intl';
import { createTestMarket } from '../../../testing/testMarket';
import { seedOf } from '../../publishedContent';
import { storedAllLocales } from '../../storedDoc.testing';
import { homePage } from './config.mts';
import { homePageDoc, toHomeCopy } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });

describe('the home page’s text', () => {
  it('seeds the home page with the catalogue’s text and shows what marketing publish, nothing from code elsewhere', () => {
    const seed = seedOf(market);
    const hr = getIntl(market, 'hr');
    expect(seed.homeCopy?.hr?.heroTitle).toBe(hr.t('home.heroTitle'));
    expect(seed.homeCopy?.en?.reportText).toBe(getIntl(market, 'en').t('home.reportText'));
    const stored = storedAllLocales(
      homePage(),
      Object.fromEntries(market.locales.map((l) => [l, homePageDoc(seed.homeCopy![l]!)])),
    );
    expect(toHomeCopy(stored as never, market.locales)).toEqual({ homeCopy: seed.homeCopy });
    stored.heroTitle.hr = 'Lijekovi i oprema, dostavljeni isti dan';
    delete stored.qualityText.en;
    const published = { ...market, ...toHomeCopy(stored as never, market.locales) };
    expect(homeCopyIn({ market: published, locale: 'hr' })?.heroTitle).toBe(
      'Lijekovi i oprema, dostavljeni isti dan',
    );
    // A language missing a needed text has no home page copy: the page answers 404 there.
    expect(homeCopyIn({ market: published, locale: 'en' })).toBeUndefined();
    expect(toHomeCopy({} as never, market.locales)).toEqual({});
  });
});
