import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '../env';
import type { Locale } from '../i18n/locales';
import { adminLanguageCookie, adminLanguageOf, type AdminLanguage } from '../i18n/adminLanguage';
import { searchPaths } from '../routing/searchPaths.mjs';
import { MAX_BACK_OFFICE_BODY_BYTES, MAX_UPLOAD_BYTES } from '../backoffice/limits.mjs';
import { contentSecurityProxy } from './cspProxy';
import { buildEntityTag, matchesEntityTag } from './pageValidator.mjs';
import { currentContentRevision, revisionEntityTag } from '../platform/contentRevision.mjs';

/**
 * The tag the page cache puts on this build's pages (the server runs in the app folder). `next dev`
 * serves no tagged page, and the BUILD_ID it would find is that of an earlier production build,
 * whose copies it must not confirm.
 */
function buildTag(): string | null {
  const { NODE_ENV, NEXT_DIST_DIR } = getEnv();
  if (NODE_ENV !== 'production') return null;
  return buildEntityTag(path.join(/* turbopackIgnore: true */ process.cwd(), NEXT_DIST_DIR));
}

/**
 * A repeat visit to a prerendered page answered with 304 Not Modified when the browser (or a cache
 * in between) sends back this build's tag, before the page is read or rendered. Only GET and HEAD;
 * any other request is left to the page or endpoint.
 */
export async function notModified(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!request.headers.has('if-none-match')) return null;
  // The pages' tag names the content revision as well (hashedPageCache.mjs): a copy from before a
  // publish is not confirmed.
  const tag = revisionEntityTag(buildTag(), await currentContentRevision());
  if (!tag || !matchesEntityTag(request.headers.get('if-none-match'), tag)) return null;
  return new NextResponse(null, { status: 304, headers: { etag: tag } });
}

/** /admin and everything under it: the back office's screens, REST and GraphQL API. */
export const isBackOfficePath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The back office switched off on this instance (BACK_OFFICE=off, a public host): its paths answer
 * 404 before Payload is loaded, so nothing of it, not even its login screen, is reachable here.
 */
export function backOfficeSwitchedOff(request: NextRequest): NextResponse | null {
  if (!isBackOfficePath(request.nextUrl.pathname) || getEnv().BACK_OFFICE !== 'off') return null;
  return NextResponse.json(
    { error: 'not_found' },
    { status: 404, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } },
  );
}

/**
 * A draft's preview (app/[lang]/preview): the other page rendered per request, and the one page the
 * back office's live preview frames (from the same origin only).
 */
const isPreviewPath = (pathname: string) => /^(?:\/[a-z]{2})?\/preview\//.test(pathname);

/**
 * The site's own 404 page in the locale of the path's prefix: the path is rewritten to `/preview`
 * (`/{locale}/preview` in another locale), which no route knows, so the catch-all renders it. Not to
 * `/{default locale}/preview`: next-config redirects that prefix away, and the visitor would get a 308.
 */
function localizedNotFound(
  request: NextRequest,
  { defaultLocale, locales }: ProxyMarket,
): NextResponse {
  const prefix = request.nextUrl.pathname.split('/')[1] ?? '';
  const locale = (locales as readonly string[]).includes(prefix)
    ? (prefix as Locale)
    : defaultLocale;
  const path = locale === defaultLocale ? '/preview' : `/${locale}/preview`;
  return NextResponse.rewrite(new URL(path, request.url), {
    headers: { 'cache-control': 'no-store' },
  });
}

/** Payload's session: its cookie (`cookiePrefix` is the default, `payload`) or `Authorization: JWT …`. */
const carriesSession = (request: NextRequest) =>
  request.cookies.has('payload-token') || request.headers.has('authorization');

/**
 * A draft's preview answered with the localized 404 page before its route runs (the route, rendered
 * per request, would answer an empty shell that only scripts fill in):
 * - where the back office is switched off, to everybody, a valid staff session included: the preview
 *   belongs to the back office;
 * - anywhere, to a request with no back-office session at all (a forwarded link, a search engine).
 * A request carrying a session, on an instance with the back office on, is left for the route to judge.
 */
export function closedPreview(request: NextRequest, market: ProxyMarket): NextResponse | null {
  if (!isPreviewPath(request.nextUrl.pathname)) return null;
  if (getEnv().BACK_OFFICE !== 'off' && carriesSession(request)) return null;
  return localizedNotFound(request, market);
}

const decodes = (pathname: string) => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

/**
 * An address whose escapes decode to nothing (`/novosti%E0%A4%A`, a link cut short or mistyped) is
 * no page's: it answers the localized 404 page. Next itself fails on it with a bare 500 (its router
 * cannot decode the path to match the dynamic routes); the apps' matcher sends any path with a `%`
 * here, and one that decodes goes on untouched.
 */
export function undecodableAddress(request: NextRequest, market: ProxyMarket): NextResponse | null {
  return decodes(request.nextUrl.pathname) ? null : localizedNotFound(request, market);
}

/**
 * A body too large for the back office (an upload over the media library's limit) is answered 413 here,
 * by its Content-Length: Next hands a proxied request on with its first MAX_BACK_OFFICE_BODY_BYTES only
 * (`proxyClientMaxBodySize`), and Payload would fail on the cut form with a 500.
 */
export function backOfficeBodyTooLarge(request: NextRequest): NextResponse | null {
  if (!isBackOfficePath(request.nextUrl.pathname)) return null;
  const length = Number(request.headers.get('content-length') ?? 0);
  if (!(length > MAX_BACK_OFFICE_BODY_BYTES)) return null;
  return NextResponse.json(
    {
      errors: [{ message: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` }],
    },
    { status: 413, headers: { 'cache-control': 'no-store' } },
  );
}

/** The admin's screens, not its API: where a page of the back office is rendered for a person. */
const isBackOfficeScreen = (pathname: string) =>
  isBackOfficePath(pathname) && !/^\/admin\/api(?:\/|$)/.test(pathname);

/**
 * The admin speaks the market's language (Croatian in cro) until a staff member picks another in
 * their account, whatever the browser's own language: Payload would otherwise follow Accept-Language,
 * and most staff browsers here say English. The first screen gets the market's language as if its
 * cookie had been sent, and the browser keeps that cookie, so the admin's own API calls (and their
 * messages) speak it too; Payload's language switch later overwrites the same cookie.
 */
export function backOfficeInStaffLanguage(
  request: NextRequest,
  language: AdminLanguage,
): NextResponse | null {
  if (!isBackOfficeScreen(request.nextUrl.pathname)) return null;
  if (request.cookies.has(adminLanguageCookie)) return null;
  const headers = new Headers(request.headers);
  const cookie = headers.get('cookie');
  headers.set(
    'cookie',
    `${cookie ? `${cookie}; ` : ''}${adminLanguageCookie}=${encodeURIComponent(language)}`,
  );
  const response = NextResponse.next({ request: { headers } });
  response.cookies.set({
    name: adminLanguageCookie,
    value: language,
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
    sameSite: 'lax',
  });
  return response;
}

/** The market's locales, as its descriptor (`@medivia/markets`) gives them. */
export interface ProxyMarket {
  defaultLocale: Locale;
  locales: readonly Locale[];
}

/**
 * The proxy of a market site. Each app's proxy.ts runs it for four kinds of request only (its
 * matcher must be a literal, so it lives there, the same in every app): the back office's paths and
 * drafts' previews (answered 404 where it is switched off, and to a request with no session), any
 * path with ?q=, any request that carries If-None-Match, and any path with a percent escape (answered
 * 404 when it does not decode). Of the first, only this market's search paths are the page
 * rendered per request (next-config rewrites them to the results route), which gets a nonce-based
 * Content-Security-Policy; any other page keeps the hash-based policy of its cached copy.
 */
export function createSiteProxy(market: ProxyMarket) {
  const { defaultLocale, locales } = market;
  const searchPages = new Set(
    locales.map((locale) =>
      locale === defaultLocale ? searchPaths[locale] : `/${locale}${searchPaths[locale]}`,
    ),
  );
  return async function siteProxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, searchParams } = request.nextUrl;
    return (
      undecodableAddress(request, market) ??
      backOfficeSwitchedOff(request) ??
      closedPreview(request, market) ??
      backOfficeBodyTooLarge(request) ??
      (await notModified(request)) ??
      backOfficeInStaffLanguage(request, adminLanguageOf[defaultLocale]) ??
      (isPreviewPath(pathname)
        ? contentSecurityProxy(request, { framedBySameOrigin: true })
        : searchParams.has('q') && searchPages.has(pathname)
          ? contentSecurityProxy(request)
          : NextResponse.next())
    );
  };
}
