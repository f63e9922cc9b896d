import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { coreCatalogues, featureMessages } from '../i18n/catalogue';
import { consentAnswerScript } from './consentAnswer';
import { consentBootScript, consentNeededAttribute } from './consentBoot';
import { consentCookieName, consentRevision, readStoredConsent } from './consentPolicy';
import type { ConsentDialogSettings } from './dialogConfig';

expect.extend(toHaveNoViolations);

const settings: ConsentDialogSettings = {
  lang: 'hr',
  texts: featureMessages(coreCatalogues.hr, 'consent.'),
  cookiePolicyHref: '/politika-kolacica',
};
const root = document.documentElement;
let page: { unmount(): void } | undefined;

/**
 * The layout's parts: the head script's verdict, the banner, the island and the page's main. Each
 * case is a new page load: fresh modules (the library and our controller keep per-page state), and
 * React and Testing Library from the same fresh registry so the island's hooks work.
 */
async function renderPage() {
  jest.resetModules();
  // The pure entry registers no cleanup hooks (they cannot be added inside a test); afterEach unmounts.
  const { render } = await import('@testing-library/react/pure');
  const { ConsentBanner } = await import('./ConsentBanner');
  const { ConsentManager } = await import('./ConsentControls');
  (0, eval)(consentBootScript);
  page = render(
    <>
      <ConsentBanner texts={settings.texts} cookiePolicyHref={settings.cookiePolicyHref} />
      <main id="main" tabIndex={-1}>
        <h1>Naslovnica</h1>
      </main>
      <ConsentManager {...settings} />
    </>,
  );
}

describe('the cookie banner (first layer, server-rendered)', () => {
  // The layout's head script that stores the answers; once per document, as in a page.
  beforeAll(() => (0, eval)(consentAnswerScript));
  beforeEach(() => {
    document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
  });

  afterEach(async () => {
    page?.unmount();
    page = undefined;
    (await import('vanilla-cookieconsent')).reset(true);
    root.removeAttribute(consentNeededAttribute);
    document.body.innerHTML = '';
  });

  it('asks a first-time visitor in the page language, with rejecting as easy as accepting', async () => {
    await renderPage();
    expect(root).toHaveAttribute(consentNeededAttribute, 'new');
    const banner = screen.getByRole('dialog', { name: 'Privola za kolačiće' });
    expect(within(banner).getByRole('heading', { name: 'Koristimo kolačiće' })).toBeInTheDocument();
    const reject = within(banner).getByRole('button', { name: 'Odbij sve' });
    const accept = within(banner).getByRole('button', { name: 'Prihvati sve' });
    expect(reject.className).toBe(accept.className);
    expect(within(banner).getByRole('link', { name: 'Politika kolačića' })).toHaveAttribute(
      'href',
      '/politika-kolacica',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('records a rejection, closes, and leaves the keyboard at the main content', async () => {
    await renderPage();
    const reject = screen.getByRole('button', { name: 'Odbij sve' });
    reject.focus();
    await userEvent.click(reject);
    // Closed once the choice is stored, on the click: a visitor who moves on at once is not asked again.
    expect(root).not.toHaveAttribute(consentNeededAttribute);
    expect(readStoredConsent(document.cookie)).toEqual({
      categories: ['necessary'],
      revision: consentRevision,
    });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('records an acceptance and starts analytics with the deployment’s measurement id', async () => {
    const fetchSettings = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ measurementId: 'G-UNIT' }) });
    global.fetch = fetchSettings;
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Prihvati sve' }));
    expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary', 'analytics']);
    expect(fetchSettings).toHaveBeenCalledWith('/api/analytics-settings', expect.anything());
    await waitFor(() =>
      expect(document.head.querySelector('script[src*="G-UNIT"]')).not.toBeNull(),
    );
    delete (global as { fetch?: unknown }).fetch;
  });

  it('stores an answer given before the page was hydrated at once, and the hydrated page keeps it', async () => {
    jest.resetModules();
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { ConsentBanner } = await import('./ConsentBanner');
    (0, eval)(consentBootScript);
    // The prerendered HTML alone, as the visitor has it before the page's scripts arrive.
    document.body.innerHTML = renderToStaticMarkup(
      <ConsentBanner texts={settings.texts} cookiePolicyHref={settings.cookiePolicyHref} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Odbij sve' }));
    expect(root).not.toHaveAttribute(consentNeededAttribute);
    expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary']);

    document.body.innerHTML = '';
    await renderPage();
    expect(root).not.toHaveAttribute(consentNeededAttribute);
    expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary']);
  });

  it('lets the visitor choose per category in the banner, and closes once the choice is saved', async () => {
    const fetchSettings = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ measurementId: 'G-UNIT' }) });
    global.fetch = fetchSettings;
    await renderPage();
    const banner = screen.getByRole('dialog', { name: 'Privola za kolačiće' });
    const analytics = within(banner).getByRole('checkbox', { name: 'Analitički kolačići' });
    expect(analytics).not.toBeVisible();
    await userEvent.click(within(banner).getByText('Prilagodi'));
    expect(analytics).toBeVisible();
    expect(analytics).not.toBeChecked();
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.click(analytics);
    await userEvent.click(within(banner).getByRole('button', { name: 'Spremi moj izbor' }));
    expect(root).not.toHaveAttribute(consentNeededAttribute);
    expect(readStoredConsent(document.cookie)?.categories).toEqual(['necessary', 'analytics']);
    await waitFor(() =>
      expect(document.head.querySelector('script[src*="G-UNIT"]')).not.toBeNull(),
    );
    delete (global as { fetch?: unknown }).fetch;
  });
});
