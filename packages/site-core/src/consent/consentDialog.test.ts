import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import * as CookieConsent from 'vanilla-cookieconsent';
import { coreCatalogues, featureMessages } from '../i18n/catalogue';
import { consentCookieName, consentRevision, readStoredConsent } from './consentPolicy';
import { acceptCategories } from './consentDialog';
import { dialogConfig, type ConsentDialogSettings } from './dialogConfig';

expect.extend(toHaveNoViolations);

const settings = (locale: 'hr' | 'en'): ConsentDialogSettings => ({
  lang: locale,
  texts: featureMessages(coreCatalogues[locale], 'consent.'),
  cookiePolicyHref: locale === 'hr' ? '/politika-kolacica' : '/en/cookie-policy',
});

async function runDialog(locale: 'hr' | 'en') {
  const callbacks = { onAnalytics: jest.fn(), onChoice: jest.fn() };
  await CookieConsent.run(dialogConfig(settings(locale), callbacks));
  return { library: CookieConsent, ...callbacks };
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
    it('shows no layer of its own: the server-rendered banner asks', async () => {
      await runDialog('hr');
      // The library builds its first layer when no choice is stored, but shows it only with this class.
      expect(document.documentElement).not.toHaveClass('show--consent');
      expect(readStoredConsent(document.cookie)).toBeNull();
    });

    it('has no analytics switch ticked in the preferences, in the page language', async () => {
      const { library } = await runDialog('en');
      library.showPreferences();
      const preferences = await screen.findByRole('dialog', { name: 'Cookie settings' });
      const switches = within(preferences).getAllByRole('checkbox', {
        hidden: true,
      }) as HTMLInputElement[];
      const analytics = switches.find((input) => input.value === 'analytics')!;
      expect(analytics.checked).toBe(false);
      expect(switches.find((input) => input.value === 'necessary')!.disabled).toBe(true);
      // Rejecting is as easy as accepting here too: the same classes, so the same look.
      const reject = within(preferences).getByRole('button', { name: 'Reject all' });
      expect(reject.className).toBe(
        within(preferences).getByRole('button', { name: 'Accept all' }).className,
      );
      expect(within(preferences).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
        'href',
        '/en/cookie-policy',
      );
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe("when the banner's answer is reject", () => {
    it('records necessary only, with the policy revision, and starts no analytics', async () => {
      const { onAnalytics, onChoice } = await runDialog('en');
      acceptCategories('necessary');
      expect(readStoredConsent(document.cookie)).toEqual({
        categories: ['necessary'],
        revision: consentRevision,
      });
      expect(onChoice).toHaveBeenCalled();
      expect(onAnalytics).toHaveBeenLastCalledWith(false);
    });
  });

  describe("when the banner's answer is accept", () => {
    it('records analytics and starts it', async () => {
      const { onAnalytics } = await runDialog('en');
      acceptCategories('all');
      expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary', 'analytics']);
      expect(onAnalytics).toHaveBeenLastCalledWith(true);
    });
  });

  describe('when the visitor saves the preferences', () => {
    it('records the switches as set and reports the choice', async () => {
      const { library, onAnalytics, onChoice } = await runDialog('en');
      library.showPreferences();
      const preferences = await screen.findByRole('dialog', { name: 'Cookie settings' });
      await userEvent.click(
        within(preferences)
          .getAllByRole('checkbox', { hidden: true })
          .find((input) => (input as HTMLInputElement).value === 'analytics')!,
      );
      await userEvent.click(within(preferences).getByRole('button', { name: 'Save my choices' }));
      expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary', 'analytics']);
      expect(onChoice).toHaveBeenCalled();
      expect(onAnalytics).toHaveBeenLastCalledWith(true);
    });
  });
});
