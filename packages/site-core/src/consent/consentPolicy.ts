/**
 * What the consent is about and how it is recorded. Raise `consentRevision` whenever the cookie
 * policy changes in a way visitors must agree to again (a new category, a new analytics service):
 * every stored choice with an older revision is then void and the dialog asks again.
 */
export const consentRevision = 1;

/** The library's cookie (vanilla-cookieconsent's default name); listed in the cookie policy. */
export const consentCookieName = 'cc_cookie';

/** Six months, as the cookie policy says; regulators expect a choice to be asked again after a while. */
export const consentCookieDays = 182;

export const consentCategories = ['necessary', 'analytics'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** Cookies of the analytics category; erased when consent is withdrawn. */
export const analyticsCookiePattern = /^_ga(_.+)?$/;

export interface StoredConsent {
  categories: string[];
  revision: number;
}

/**
 * The choice recorded in the consent cookie, under whichever revision it was made: its categories
 * and the revision as stored. Null when there is none or it is unreadable or incomplete.
 */
export function parseStoredConsent(
  cookieHeader: string,
): { categories: string[]; revision: unknown } | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${consentCookieName}=`))
    ?.slice(consentCookieName.length + 1);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== 'object') return null;
    const { categories, revision, consentId } = value as Record<string, unknown>;
    if (!Array.isArray(categories) || typeof consentId !== 'string') return null;
    return { categories: categories.filter((c): c is string => typeof c === 'string'), revision };
  } catch {
    return null;
  }
}

/**
 * The visitor's recorded choice, read from document.cookie without loading the consent library, so
 * a returning visitor downloads none of its code. Null when there is no valid choice for this
 * revision (none yet, unreadable, or made under an older policy).
 */
export function readStoredConsent(
  cookieHeader: string,
  revision = consentRevision,
): StoredConsent | null {
  const stored = parseStoredConsent(cookieHeader);
  return stored && stored.revision === revision
    ? { categories: stored.categories, revision }
    : null;
}
