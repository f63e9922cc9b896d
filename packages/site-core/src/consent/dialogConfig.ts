import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { escapeHtml } from '../platform/markup';
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
  /** A choice was recorded, on the preferences layer or through the banner. */
  onChoice(): void;
}

/**
 * The library's configuration: opt-in, necessary and analytics categories, nothing pre-ticked, the
 * choice stored with our revision for six months. The library never shows its own first layer
 * (autoShow off): our server-rendered ConsentBanner is the first layer and hands the answer over.
 */
export function dialogConfig(
  { lang, texts, cookiePolicyHref }: ConsentDialogSettings,
  callbacks: ConsentCallbacks,
): CookieConsentConfig {
  const t = (id: string) => {
    const text = texts[`consent.${id}`];
    if (text === undefined) throw new Error(`consent: no text consent.${id}`);
    return escapeHtml(text);
  };
  // The library sets descriptions as HTML; our texts are escaped, the link is ours.
  const policyLink = `<a href="${escapeHtml(cookiePolicyHref)}">${t('policyLink')}</a>`;
  const report = ({ cookie }: { cookie: { categories: string[] } }) => {
    callbacks.onChoice();
    callbacks.onAnalytics(cookie.categories.includes('analytics'));
  };

  return {
    mode: 'opt-in',
    autoShow: false,
    revision: consentRevision,
    cookie: { name: consentCookieName, expiresAfterDays: consentCookieDays, sameSite: 'Lax' },
    guiOptions: {
      consentModal: {
        layout: 'box',
        position: 'bottom right',
        equalWeightButtons: true,
        flipButtons: false,
      },
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
          // The library needs its first layer's texts, although ConsentBanner is the one shown.
          consentModal: {
            label: t('modal.label'),
            title: t('modal.title'),
            description: `${t('modal.description')} ${policyLink}{{revisionMessage}}`,
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
              {
                title: t('necessary.title'),
                description: t('necessary.description'),
                linkedCategory: 'necessary',
              },
              {
                title: t('analytics.title'),
                description: t('analytics.description'),
                linkedCategory: 'analytics',
              },
              { title: t('more.title'), description: `${t('more.description')} ${policyLink}` },
            ],
          },
        },
      },
    },
  };
}
