import { consentCookieName, consentRevision, readStoredConsent } from './consentPolicy';

const cookie = (value: object) =>
  `${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}`;
const choice = {
  categories: ['necessary'],
  revision: consentRevision,
  consentId: 'a1b2',
  data: null,
};

describe('readStoredConsent', () => {
  it('reads a choice the library stored for the current revision', () => {
    const header = `theme=dark; ${cookie({ ...choice, categories: ['necessary', 'analytics'] })}; other=1`;
    expect(readStoredConsent(header)).toEqual({
      categories: ['necessary', 'analytics'],
      revision: consentRevision,
    });
  });

  it('finds no choice on a first visit', () => {
    expect(readStoredConsent('')).toBeNull();
    expect(readStoredConsent('cc_cookie_old=1; x=2')).toBeNull();
  });

  it('voids a choice made under an older cookie policy, so the dialog asks again', () => {
    expect(readStoredConsent(cookie({ ...choice, revision: consentRevision - 1 }))).toBeNull();
    expect(readStoredConsent(cookie(choice), consentRevision + 1)).toBeNull();
  });

  it('ignores a cookie it cannot read rather than guessing consent', () => {
    expect(readStoredConsent(`${consentCookieName}=%E0%A4%A`)).toBeNull();
    expect(readStoredConsent(`${consentCookieName}=not-json`)).toBeNull();
    expect(
      readStoredConsent(
        cookie({ categories: 'analytics', revision: consentRevision, consentId: 'x' }),
      ),
    ).toBeNull();
    expect(
      readStoredConsent(cookie({ categories: ['analytics'], revision: consentRevision })),
    ).toBeNull();
  });
});
