import * as CookieConsent from 'vanilla-cookieconsent';
import { consentAnswerScript, consentChoiceAttribute, analyticsCheckboxId } from './consentAnswer';
import { consentBannerId, consentNeededAttribute } from './consentBoot';
import {
  consentCookieDays,
  consentCookieName,
  consentRevision,
  readStoredConsent,
} from './consentPolicy';
import { dialogConfig } from './dialogConfig';
import { coreCatalogues, featureMessages } from '../i18n/catalogue';

const root = document.documentElement;
const noop = { onAnalytics: () => undefined, onChoice: () => undefined };

function clearCookie() {
  document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** The prerendered banner's answers, as the visitor has them before any of the page's scripts. */
function bannerPage() {
  root.lang = 'hr-HR';
  root.setAttribute(consentNeededAttribute, 'new');
  document.body.innerHTML = `
    <section id="${consentBannerId}">
      <button ${consentChoiceAttribute}="all">Prihvati sve</button>
      <button ${consentChoiceAttribute}="necessary">Odbij sve</button>
      <input type="checkbox" id="${analyticsCheckboxId}">
      <button ${consentChoiceAttribute}="save">Spremi</button>
    </section>
    <main id="main" tabindex="-1"></main>`;
}

const click = (choice: string) =>
  document.querySelector<HTMLElement>(`[${consentChoiceAttribute}="${choice}"]`)!.click();
const stored = () =>
  JSON.parse(
    decodeURIComponent(
      document.cookie
        .split(/;\s*/)
        .find((pair) => pair.startsWith(`${consentCookieName}=`))!
        .slice(consentCookieName.length + 1),
    ),
  ) as Record<string, unknown>;

describe('the head script that answers the cookie banner', () => {
  beforeAll(() => (0, eval)(consentAnswerScript));
  beforeEach(() => {
    clearCookie();
    bannerPage();
  });
  afterEach(() => CookieConsent.reset(true));

  it.each([
    ['all', ['necessary', 'analytics']],
    ['necessary', ['necessary']],
  ])('stores "%s" on the click and closes the banner', (choice, categories) => {
    const before = Date.now();
    click(choice);
    expect(root).not.toHaveAttribute(consentNeededAttribute);
    expect(readStoredConsent(document.cookie)).toEqual({ categories, revision: consentRevision });
    const value = stored();
    // The library's own record: every field it writes, in its format.
    expect(value).toEqual({
      categories,
      revision: consentRevision,
      data: null,
      consentTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      consentId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      services: { necessary: [], analytics: [] },
      languageCode: 'hr-HR',
      lastConsentTimestamp: value.consentTimestamp,
      expirationTime: expect.any(Number),
    });
    const days = ((value.expirationTime as number) - before) / 864e5;
    expect(Math.round(days)).toBe(consentCookieDays);
  });

  it('stores the ticked categories on "save"', () => {
    click('save');
    expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary']);
    clearCookie();
    bannerPage();
    (document.getElementById(analyticsCheckboxId) as HTMLInputElement).checked = true;
    click('save');
    expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary', 'analytics']);
  });

  it('leaves a keyboard user at the main content', () => {
    const reject = document.querySelector<HTMLElement>(`[${consentChoiceAttribute}="necessary"]`)!;
    reject.focus();
    reject.click();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('does nothing once the banner is closed (a choice is stored; the library handles the rest)', () => {
    root.removeAttribute(consentNeededAttribute);
    click('all');
    expect(readStoredConsent(document.cookie)).toBeNull();
  });

  it.each(['all', 'necessary'])(
    'writes "%s" so that the consent library, when it loads, takes it as its own',
    async (choice) => {
      click(choice);
      const { consentId } = stored();
      const settings = {
        lang: 'hr-HR',
        texts: featureMessages(coreCatalogues.hr, 'consent.'),
        cookiePolicyHref: '/politika-kolacica',
      };
      await CookieConsent.run(dialogConfig(settings, noop));
      expect(CookieConsent.validConsent()).toBe(true);
      expect(CookieConsent.acceptedCategory('analytics')).toBe(choice === 'all');
      expect(CookieConsent.getUserPreferences().acceptedCategories).toEqual(
        choice === 'all' ? ['necessary', 'analytics'] : ['necessary'],
      );
      expect(CookieConsent.getCookie('consentId')).toBe(consentId);
      // It does not ask again.
      expect(document.querySelector('#cc-main .cm')).toBeNull();
    },
  );
});
