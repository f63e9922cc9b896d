import { sessionStore } from './sessionStore';

/*
 * The web font (Inter, self-hosted by @medivia/ui) is applied only once it has loaded, and the first
 * paint of a visit uses the metric-matched local fallback ('Inter Fallback' in ui's base.css).
 *
 * Why: on a first visit the 130 kB of font files would otherwise sit on the critical path of every
 * page (Lighthouse counts them in FCP and LCP), although the fallback already takes the same space.
 * So the font loads after hydration, is switched on in one style change when it is ready, and the
 * session remembers it: later pages of the visit, which find it in the HTTP cache, start with it.
 */

/** On <html> while the web font may be used; site.css keeps the fallback stack without it. */
export const webFontAttribute = 'data-webfont';
export const webFontStorageKey = 'medivia:webfont';

/** The family of ui's @font-face rules and a sample with the letters of both of its subsets. */
const family = '"Inter Variable"';
const sample = 'Aa čćđšž ČĆĐŠŽ';

/**
 * Inline in <head>, before the body is parsed: a page opened later in the same visit uses the font
 * from its first paint. A constant text, allowed by the CSP through its sha256 hash.
 */
export const webFontBootScript =
  `try{if(sessionStorage.getItem(${JSON.stringify(webFontStorageKey)}))` +
  `document.documentElement.setAttribute(${JSON.stringify(webFontAttribute)},'')}catch(e){}`;

/**
 * Loads the regular and bold faces (one variable file per subset), then switches the font on and
 * remembers it for the session. A font that fails to load leaves the fallback, which is fine.
 */
export async function loadWebFont(doc: Document = document, storage: Pick<Storage, 'setItem'> | null = sessionStore()) {
  const root = doc.documentElement;
  if (root.hasAttribute(webFontAttribute) || !doc.fonts) return;
  try {
    const faces = await doc.fonts.load(`400 1em ${family}`, sample);
    if (faces.length === 0) return;
  } catch {
    return;
  }
  root.setAttribute(webFontAttribute, '');
  try {
    storage?.setItem(webFontStorageKey, '1');
  } catch {
    // Storage full or forbidden: the next page loads the font again, from the HTTP cache.
  }
}
