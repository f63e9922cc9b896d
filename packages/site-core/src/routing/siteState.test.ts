import { missingContent } from '../market/launchChecklist';
import { createTestMarket, publishedAs } from '../testing/testMarket';
import { siteStateOf, siteStates } from './siteState';

describe('the market as pages render it', () => {
  const market = createTestMarket();

  it('shows nothing from code where the back office has published nothing', () => {
    const { market: shown } = siteStateOf(market, { revision: 'empty' });
    expect(shown.company.corporateName).toBe('');
    expect(shown.company.bankAccounts).toEqual([]);
    // The seat's country is the market's own, a setting.
    expect(shown.company.seat.country).toEqual(market.country);
    expect(shown.locations).toEqual([]);
    expect(shown.departments).toEqual({});
    expect(shown.sponsors).toEqual([]);
    expect(shown.news.articles).toEqual([]);
    expect(shown.openPositions).toBeUndefined();
    expect(shown.legal).toBeUndefined();
    // What the market is stays.
    expect(shown.appName).toBe(market.appName);
    expect(shown.locales).toEqual(market.locales);
  });

  it('shows what the back office published, field by field', () => {
    const { market: shown } = siteStateOf(market, {
      revision: 'r1',
      company: { ...market.company, corporateName: 'Medivia Published d.o.o.' },
      sponsors: market.sponsors,
    });
    expect(shown.company.corporateName).toBe('Medivia Published d.o.o.');
    expect(shown.sponsors).toEqual(market.sponsors);
    expect(shown.locations).toEqual([]);
  });

  it('renders a whole market as given when there is no back office (tests, tools)', async () => {
    expect((await siteStates(market)()).market).toBe(market);
    const published = siteStates(market, { published: async () => ({ revision: 'r2' }) });
    expect((await published()).market.company.corporateName).toBe('');
  });

  it('tells the launch checklist what is not published', () => {
    expect(
      missingContent(siteStateOf(market, publishedAs(market, { revision: 'all' })).market),
    ).toEqual([]);
    expect(missingContent(siteStateOf(market, { revision: 'none' }).market)).toEqual([
      { what: 'company' },
      { what: 'legal' },
      { what: 'locations' },
      { what: 'departments' },
      { what: 'officeHours', locales: ['hr', 'en'] },
    ]);
    const { market: halfHours } = siteStateOf(
      market,
      publishedAs(market, { revision: 'hr only', officeHours: { hr: 'pon–pet 8–16 h' } }),
    );
    expect(missingContent(halfHours)).toEqual([{ what: 'officeHours', locales: ['en'] }]);
  });
});
