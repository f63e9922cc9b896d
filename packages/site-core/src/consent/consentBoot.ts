import { consentCookieName, consentRevision, parseStoredConsent } from './consentPolicy';

/**
 * The first layer of the cookie choice is part of every prerendered page (ConsentBanner), hidden by
 * CSS until this attribute is on <html>: "new" when the visitor has made no valid choice yet,
 * "revision" when the choice was made under an older cookie policy (the banner then says so).
 */
export const consentNeededAttribute = 'data-consent-needed';
/** The banner's element id: ConsentBanner renders it, the controller moves focus off it on closing. */
export const consentBannerId = 'consent-banner';

/** User agents of crawlers, which get no banner (the consent library's hideFromBots rule). */
const crawlerAgent = /bot|crawl|spider|slurp|teoma/i;

/**
 * Inline in <head>, so the banner is in the first paint rather than arriving after hydration (it used
 * to be the page's largest paint, late). The same test as readStoredConsent, in plain ES5, plus the
 * consent library's own rule that automated browsers and crawlers get no banner (hideFromBots).
 * A constant text: the CSP allows it by its sha256 hash. (The answer, even one given before
 * hydration, is stored by the next head script, consentAnswer.ts.)
 */
export const consentBootScript =
  `try{var n=navigator;if(!(n.webdriver||${crawlerAgent}.test(n.userAgent))){` +
  `var m=document.cookie.match(/(?:^|;\\s*)${consentCookieName}=([^;]*)/),s='new';` +
  'if(m){try{var v=JSON.parse(decodeURIComponent(m[1]));' +
  `if(v&&typeof v==='object'&&typeof v.consentId==='string'&&v.categories instanceof Array)s=v.revision===${consentRevision}?'':'revision'}catch(e){}}` +
  `if(s)document.documentElement.setAttribute(${JSON.stringify(consentNeededAttribute)},s)}}catch(e){}`;

/** What the head script decides, as its attribute value: 'new', 'revision', or null for no banner. */
export function consentNeededFor(
  cookie: string,
  browser: Pick<Navigator, 'webdriver' | 'userAgent'>,
): 'new' | 'revision' | null {
  if (browser.webdriver || crawlerAgent.test(browser.userAgent)) return null;
  const stored = parseStoredConsent(cookie);
  if (!stored) return 'new';
  return stored.revision === consentRevision ? null : 'revision';
}

/**
 * The head script's work, done again after hydration for a page on which it never ran: Next renders
 * a 404 in the browser from its payload, where inline scripts do not run (vercel/next.js#62228), so
 * its banner would stay hidden. On every other page the script has already decided the same.
 */
export function revealConsentBannerIfNeeded(root: HTMLElement = document.documentElement) {
  const needed = consentNeededFor(document.cookie, navigator);
  if (needed && !root.hasAttribute(consentNeededAttribute))
    root.setAttribute(consentNeededAttribute, needed);
}

/** After a choice: the banner goes, by the same attribute that showed it. */
export function dismissConsentBanner(root: HTMLElement = document.documentElement) {
  root.removeAttribute(consentNeededAttribute);
}
