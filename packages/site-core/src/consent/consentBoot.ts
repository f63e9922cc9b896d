import { consentCookieName, consentRevision } from './consentPolicy';

/**
 * The first layer of the cookie choice is part of every prerendered page (ConsentBanner), hidden by
 * CSS until this attribute is on <html>: "new" when the visitor has made no valid choice yet,
 * "revision" when the choice was made under an older cookie policy (the banner then says so).
 */
export const consentNeededAttribute = 'data-consent-needed';
export type ConsentNeeded = 'new' | 'revision';

/** On each of the banner's buttons: what it answers. */
export const consentChoiceAttribute = 'data-consent-choice';
export type BannerChoice = 'all' | 'necessary' | 'preferences';

/**
 * On <html> when the visitor answered the banner before the page's scripts had run (they start after
 * the first paint): the answer, which the consent island carries out as soon as it is hydrated.
 */
export const earlyChoiceAttribute = 'data-consent-early';

declare global {
  interface Window {
    /** Set by the hydrated consent island: from then on the banner's buttons answer for themselves. */
    __consentLive?: boolean;
  }
}

/**
 * Inline in <head>, so the banner is in the first paint rather than arriving after hydration (it used
 * to be the page's largest paint, late). The same test as readStoredConsent, in plain ES5, plus the
 * consent library's own rule that automated browsers and crawlers get no banner (hideFromBots).
 * While the banner shows and the page is not hydrated yet, a click on its buttons is kept on <html>
 * rather than lost. A constant text: the CSP allows it by its sha256 hash.
 */
export const consentBootScript =
  'try{var n=navigator,r=document.documentElement;if(!(n.webdriver||/bot|crawl|spider|slurp|teoma/i.test(n.userAgent))){' +
  `var m=document.cookie.match(/(?:^|;\\s*)${consentCookieName}=([^;]*)/),s='new';` +
  'if(m){try{var v=JSON.parse(decodeURIComponent(m[1]));' +
  `if(v&&typeof v==='object'&&typeof v.consentId==='string'&&v.categories instanceof Array)s=v.revision===${consentRevision}?'':'revision'}catch(e){}}` +
  `if(s){r.setAttribute(${JSON.stringify(consentNeededAttribute)},s);` +
  "document.addEventListener('click',function(e){" +
  `var b=!window.__consentLive&&e.target&&e.target.closest&&e.target.closest('[${consentChoiceAttribute}]');` +
  `if(b)r.setAttribute(${JSON.stringify(earlyChoiceAttribute)},b.getAttribute(${JSON.stringify(consentChoiceAttribute)}))})}}}catch(e){}`;

/** The answer given before hydration, if any, taken off <html> so it is carried out once. */
export function takeEarlyChoice(root: HTMLElement = document.documentElement): BannerChoice | null {
  const choice = root.getAttribute(earlyChoiceAttribute);
  root.removeAttribute(earlyChoiceAttribute);
  return choice === 'all' || choice === 'necessary' || choice === 'preferences' ? choice : null;
}

/** After a choice: the banner goes, by the same attribute that showed it. */
export function dismissConsentBanner(root: HTMLElement = document.documentElement) {
  root.removeAttribute(consentNeededAttribute);
}
