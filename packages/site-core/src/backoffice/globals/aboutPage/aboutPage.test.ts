/** @jest-environment node */
import type { GlobalConfig } from 'payload';
import type { Locale } from '../../../i18n/locales';
import { createTestMarket } from '../../../testing/testMarket';
import { storedAllLocales } from '../../storedDoc.testing';
import type { Doc } from '../../publishedContent';
import { aboutCopy } from '../../../seed/about';
import { aboutPage, historyProblem } from './config.mts';
import { aboutPageDoc, toAboutCopy } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
/** A global as the seed stores it: each locale's data written, read back with locale 'all'. */
const seeded = (global: GlobalConfig, docFor: (locale: Locale) => Doc) =>
  storedAllLocales(global, Object.fromEntries(market.locales.map((l) => [l, docFor(l)])));

describe('the about page’s copy', () => {
  it('gives back the about page’s history, values and certificates per locale', () => {
    const stored = seeded(aboutPage(), (locale) => aboutPageDoc(aboutCopy[locale]));
    expect(toAboutCopy(stored as never, market.locales)).toEqual({
      aboutCopy: Object.fromEntries(market.locales.map((l) => [l, aboutCopy[l]])),
    });
    stored.mission = { ...stored.mission, sl: 'Zdravila in oprema, kjer jih potrebujejo.' };
    // A second story is not the page's shape: Bosnian keeps site-core's copy.
    stored.history.bs[2].story = [{ paragraph: 'Prvi.' }, { paragraph: 'Drugi.' }];
    const published = toAboutCopy(stored as never, market.locales).aboutCopy!;
    expect(published.sl?.mission).toBe('Zdravila in oprema, kjer jih potrebujejo.');
    expect(published).not.toHaveProperty('bs');
  });

  it('names why the about page could not show a history', () => {
    const rows = aboutPageDoc(aboutCopy.hr).history as Doc[];
    expect(historyProblem(rows)).toBeUndefined();
    expect(historyProblem(undefined)).toBeUndefined();
    expect(historyProblem([rows[1], rows[0], ...rows.slice(2)])).toMatch(
      /in order from the oldest/,
    );
    expect(historyProblem(rows.map((row) => ({ ...row, story: [] })))).toMatch(/Exactly one year/);
    expect(historyProblem(rows.slice(0, 5))).toMatch(/at least 8/);
  });
});
