import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import * as CookieConsent from 'vanilla-cookieconsent';
import { coreCatalogues, featureMessages } from '../i18n/catalogue';
import { consentCookieName, consentRevision, readStoredConsent } from './consentPolicy';
import { dialogConfig, type ConsentDialogSettings } from './dialogConfig';

expect.extend(toHaveNoViolations);

const settings = (locale: 'hr' | 'en'): ConsentDialogSettings => ({
  lang: locale,
  texts: featureMessages(coreCatalogues[locale], 'consent.'),
  cookiePolicyHref: locale === 'hr' ? '/politika-kolacica' : '/en/cookie-policy',
});

async function runDialog(locale: 'hr' | 'en', onAnalytics = jest.fn()) {
  await CookieConsent.run(dialogConfig(settings(locale), { onAnalytics }));
  return { library: CookieConsent, onAnalytics };
}

describe('the consent dialog (vanilla-cookieconsent with our configuration)', () => {
  beforeEach(() => {
    document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.body.innerHTML = '<main><h1>Page</h1></main>';
    // The library hides itself from automated browsers; jsdom says it is one.
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
  });

  // The library keeps its state in module scope and on window; start each case afresh.
  afterEach(() => CookieConsent.reset(true));

  describe('given a first visit', () => {
    it('shows the first layer in the page language, rejecting as easy as accepting', async () => {
      await runDialog('hr');
      const dialog = await screen.findByRole('dialog', { name: 'Privola za kolačiće' });
      const reject = within(dialog).getByRole('button', { name: 'Odbij sve' });
      const accept = within(dialog).getByRole('button', { name: 'Prihvati sve' });
      // Equal weight: the same classes, so the same look; reject is not hidden behind "settings".
      expect(reject.className).toBe(accept.className);
      expect(within(dialog).getByRole('link', { name: 'Politika kolačića' })).toHaveAttribute('href', '/politika-kolacica');
      expect(readStoredConsent(document.cookie)).toBeNull();
    });

    it('has no analytics switch ticked in the preferences', async () => {
      const { library } = await runDialog('en');
      library.showPreferences();
      const preferences = await screen.findByRole('dialog', { name: 'Cookie settings' });
      const switches = within(preferences).getAllByRole('checkbox', { hidden: true }) as HTMLInputElement[];
      const analytics = switches.find((input) => input.value === 'analytics')!;
      expect(analytics.checked).toBe(false);
      expect(switches.find((input) => input.value === 'necessary')!.disabled).toBe(true);
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('when the visitor rejects', () => {
    it('records necessary only, with the policy revision, and starts no analytics', async () => {
      const { onAnalytics } = await runDialog('en');
      await userEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
      expect(readStoredConsent(document.cookie)).toEqual({ categories: ['necessary'], revision: consentRevision });
      expect(onAnalytics).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie consent' })).toBeNull());
    });
  });

  describe('when the visitor accepts', () => {
    it('records analytics and starts it', async () => {
      const { onAnalytics } = await runDialog('en');
      await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
      expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary', 'analytics']);
      expect(onAnalytics).toHaveBeenLastCalledWith(true);
    });
  });
});
