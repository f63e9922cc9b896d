import {
  consentBootScript,
  consentNeededAttribute,
  consentNeededFor,
  dismissConsentBanner,
  revealConsentBannerIfNeeded,
} from './consentBoot';
import { consentCookieName, consentRevision, readStoredConsent } from './consentPolicy';

const root = document.documentElement;
const choice = (value: object) =>
  `${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}`;
const valid = { categories: ['necessary'], revision: consentRevision, consentId: 'c1', data: null };

function setCookie(cookie: string | null) {
  for (const pair of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  // One cookie per assignment, as the browser takes them.
  for (const pair of cookie?.split(/;\s*/) ?? []) document.cookie = pair;
}

/** What the head script decides for this cookie: the attribute's value, or null for no banner. */
function bannerFor(cookie: string | null) {
  setCookie(cookie);
  root.removeAttribute(consentNeededAttribute);
  (0, eval)(consentBootScript);
  return root.getAttribute(consentNeededAttribute);
}

describe('the head script that shows the cookie banner', () => {
  afterEach(() => setCookie(null));

  it('shows it to a first-time visitor', () => {
    expect(bannerFor(null)).toBe('new');
    expect(bannerFor('other=1')).toBe('new');
  });

  it('hides it when this revision’s choice is stored, as readStoredConsent decides', () => {
    expect(bannerFor(choice(valid))).toBeNull();
    expect(readStoredConsent(choice(valid))).not.toBeNull();
    expect(
      bannerFor(`a=1; ${choice({ ...valid, categories: ['necessary', 'analytics'] })}`),
    ).toBeNull();
  });

  it('asks again, saying why, when the choice was made under an older cookie policy', () => {
    expect(bannerFor(choice({ ...valid, revision: consentRevision - 1 }))).toBe('revision');
  });

  it('asks as if new when the stored cookie is unreadable or incomplete', () => {
    for (const cookie of [
      `${consentCookieName}=%7Bbroken`,
      choice({ categories: ['necessary'], revision: consentRevision }),
      choice([]),
    ]) {
      expect(bannerFor(cookie)).toBe('new');
      expect(readStoredConsent(cookie)).toBeNull();
    }
  });

  it('shows nothing to automated browsers and crawlers, like the consent library', () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    expect(bannerFor(null)).toBeNull();
    delete (navigator as { webdriver?: boolean }).webdriver;
    expect(bannerFor(null)).toBe('new');
    const agent = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(bannerFor(null)).toBeNull();
    agent.mockRestore();
  });

  it('is dismissed by removing the same attribute', () => {
    bannerFor(null);
    dismissConsentBanner();
    expect(root.hasAttribute(consentNeededAttribute)).toBe(false);
  });
});

describe('the same decision after hydration, for the 404 on which the head script never runs', () => {
  afterEach(() => {
    setCookie(null);
    root.removeAttribute(consentNeededAttribute);
  });

  const person = { webdriver: false, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };
  const cookies = [
    null,
    'other=1',
    choice(valid),
    `a=1; ${choice({ ...valid, categories: ['necessary', 'analytics'] })}`,
    choice({ ...valid, revision: consentRevision - 1 }),
    `${consentCookieName}=%7Bbroken`,
    choice({ categories: ['necessary'], revision: consentRevision }),
    choice([]),
  ];

  it.each(cookies)('decides as the head script for %s', (cookie) => {
    const script = bannerFor(cookie);
    expect(consentNeededFor(document.cookie, person)).toBe(script);
  });

  it('shows nothing to automated browsers and crawlers', () => {
    expect(consentNeededFor('', { ...person, webdriver: true })).toBeNull();
    expect(
      consentNeededFor('', { ...person, userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' }),
    ).toBeNull();
  });

  it('reveals the banner on a page without the attribute, and leaves a decided page as it is', () => {
    setCookie(null);
    const agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(person.userAgent);
    revealConsentBannerIfNeeded();
    expect(root.getAttribute(consentNeededAttribute)).toBe('new');
    root.setAttribute(consentNeededAttribute, 'revision');
    revealConsentBannerIfNeeded();
    expect(root.getAttribute(consentNeededAttribute)).toBe('revision');
    setCookie(choice(valid));
    root.removeAttribute(consentNeededAttribute);
    revealConsentBannerIfNeeded();
    expect(root.hasAttribute(consentNeededAttribute)).toBe(false);
    agent.mockRestore();
  });
});
