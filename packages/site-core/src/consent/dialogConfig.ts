import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import {
  analyticsCookiePattern,
  consentCookieDays,
  consentCookieName,
  consentRevision,
} from './consentPolicy';

/** The consent.* texts of one locale, already formatted on the server. */
export type ConsentTexts = Record<string, string>;

export interface ConsentDialogSettings {
  /** BCP 47 tag of the page; the library only needs one translation, the page's own. */
  lang: string;
  texts: ConsentTexts;
  cookiePolicyHref: string;
}

export interface ConsentCallbacks {
  onAnalytics(granted: boolean): void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The first layer's text, one short block per sentence: easier to scan on a phone, and no single block
 * of the banner (which appears after the page) outweighs the page's own main text as the largest
 * contentful paint. Spans, since the library puts the description inside a <p>.
 */
const paragraphs = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => `<span class="cm__desc-part">${sentence}</span>`)
    .join('');

/**
 * The library's configuration: opt-in, necessary and analytics categories, nothing pre-ticked,
 * "reject all" beside "accept all" with equal weight on the first layer, the choice stored with
 * our revision for six months.
 */
export function dialogConfig({ lang, texts, cookiePolicyHref }: ConsentDialogSettings, callbacks: ConsentCallbacks): CookieConsentConfig {
  const t = (id: string) => {
    const text = texts[`consent.${id}`];
    if (text === undefined) throw new Error(`consent: no text consent.${id}`);
    return escapeHtml(text);
  };
  // The library sets descriptions as HTML; our texts are escaped, the link is ours.
  const policyLink = `<a href="${escapeHtml(cookiePolicyHref)}">${t('policyLink')}</a>`;
  const report = ({ cookie }: { cookie: { categories: string[] } }) =>
    callbacks.onAnalytics(cookie.categories.includes('analytics'));

  return {
    mode: 'opt-in',
    revision: consentRevision,
    cookie: { name: consentCookieName, expiresAfterDays: consentCookieDays, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {
        enabled: false,
        autoClear: { cookies: [{ name: analyticsCookiePattern }], reloadPage: true },
      },
    },
    onConsent: report,
    onChange: report,
    language: {
      default: lang,
      translations: {
        [lang]: {
          consentModal: {
            label: t('modal.label'),
            title: t('modal.title'),
            description: `${paragraphs(t('modal.description'))}<span class="cm__desc-part">${policyLink}{{revisionMessage}}</span>`,
            revisionMessage: ` ${t('modal.revision')}`,
            acceptAllBtn: t('acceptAll'),
            acceptNecessaryBtn: t('rejectAll'),
            showPreferencesBtn: t('showPreferences'),
          },
          preferencesModal: {
            title: t('preferences.title'),
            acceptAllBtn: t('acceptAll'),
            acceptNecessaryBtn: t('rejectAll'),
            savePreferencesBtn: t('preferences.save'),
            closeIconLabel: t('close'),
            sections: [
              { title: t('necessary.title'), description: t('necessary.description'), linkedCategory: 'necessary' },
              { title: t('analytics.title'), description: t('analytics.description'), linkedCategory: 'analytics' },
              { title: t('more.title'), description: `${t('more.description')} ${policyLink}` },
            ],
          },
        },
      },
    },
  };
}
