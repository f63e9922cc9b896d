import { consentBannerId, consentNeededAttribute } from './consentBoot';
import {
  consentCategories,
  consentCookieDays,
  consentCookieName,
  consentRevision,
} from './consentPolicy';

/** On the banner's answers: `all`, `necessary`, or `save` (the categories ticked in the banner). */
export const consentChoiceAttribute = 'data-consent-choice';
export type BannerChoice = 'all' | 'necessary' | 'save';
/** The banner's analytics checkbox, read by `save`. */
export const analyticsCheckboxId = 'consent-analytics';

/** The consent.* texts the banner's answers need (the client island gets only these). */
export const bannerLabels = [
  'acceptAll',
  'rejectAll',
  'showPreferences',
  'preferences.title',
  'preferences.save',
  'necessary.title',
  'analytics.title',
  'analytics.description',
] as const;
export type BannerLabel = (typeof bannerLabels)[number];

/** Every category with no services, as the library writes it for our configuration (dialogConfig). */
const services = Object.fromEntries(consentCategories.map((category) => [category, []]));

/**
 * Inline in <head>: answers the banner on the click itself, before the page's scripts or the consent
 * library have arrived. It stores the choice as the library would (vanilla-cookieconsent 3: the same
 * cookie, fields, expiry, path, domain rule and flags), so the library reads it as its own when it
 * loads, then closes the banner. A visitor who answers and leaves at once keeps the answer.
 * Capture phase: it runs before React's handler, which only applies the stored choice (analytics).
 * A constant text in plain ES5: the CSP allows it by its sha256 hash.
 */
export const consentAnswerScript =
  "document.addEventListener('click',function(e){var d=document,r=d.documentElement," +
  `b=e.target&&e.target.closest&&e.target.closest('[${consentChoiceAttribute}]');` +
  `if(!b||!r.hasAttribute(${JSON.stringify(consentNeededAttribute)}))return;` +
  `var c=b.getAttribute(${JSON.stringify(consentChoiceAttribute)}),x=d.getElementById(${JSON.stringify(analyticsCheckboxId)}),` +
  `k=c==='all'||(c==='save'&&x&&x.checked)?${JSON.stringify(consentCategories)}:${JSON.stringify(consentCategories.slice(0, 1))},` +
  `t=new Date(),s=t.toISOString(),q=new Date(t.getTime()+${consentCookieDays * 864e5}),g=window.crypto,h=location.hostname,` +
  // The library's consent id: a random UUID v4, made the library's way.
  "u='10000000-1000-4000-8000-100000000000'.replace(/[018]/g,function(n){" +
  'return(n^((g?g.getRandomValues(new Uint8Array(1))[0]:Math.random()*256)&(15>>n/4))).toString(16)});' +
  `d.cookie=${JSON.stringify(consentCookieName + '=')}+encodeURIComponent(JSON.stringify({categories:k,revision:${consentRevision},data:null,` +
  `consentTimestamp:s,consentId:u,services:${JSON.stringify(services)},languageCode:r.lang,lastConsentTimestamp:s,expirationTime:q.getTime()}))` +
  "+'; expires='+q.toUTCString()+'; Path=/; SameSite=Lax'+(h.indexOf('.')>-1?'; Domain='+h:'')+(location.protocol==='https:'?'; Secure':'');" +
  // The banner goes; a keyboard user whose focus was on it continues at the page's main content.
  `var a=d.getElementById(${JSON.stringify(consentBannerId)}),f=a&&a.contains(d.activeElement);` +
  `r.removeAttribute(${JSON.stringify(consentNeededAttribute)});` +
  "if(f&&(f=d.getElementById('main')))f.focus({preventScroll:true})},true)";
