import { marketLocalesOf } from '../marketLocales.mts';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload';
import type { Locale } from '../../i18n/locales';
import { normalizedPath, type Redirect } from '../../routing/redirects';
import { redirectsSlug, storedRedirects } from './store.mts';

type StoredDoc = Record<string, unknown> & { id?: number | string; _status?: string | null };

/**
 * The public path of a document's page in a locale with this slug, without the locale's prefix
 * (e.g. /novosti-i-dogadanja/novi-naslov); undefined where the document has no page.
 */
export type PageAddress = (doc: StoredDoc, slug: string, locale: Locale) => string | undefined;

/** The addresses a published document's pages have, per locale, as visitors type them. */
export function pageAddresses(
  doc: StoredDoc,
  addressOf: PageAddress,
  locales: readonly Locale[],
): Partial<Record<Locale, string>> {
  const slugs = (doc.slug ?? {}) as Partial<Record<Locale, string | null>>;
  const addresses: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = slugs[locale];
    const path = slug ? addressOf(doc, slug, locale) : undefined;
    // The default locale has no prefix (routing: `en` is /en/...).
    if (path) addresses[locale] = locale === locales[0] ? path : `/${locale}${path}`;
  }
  return addresses;
}

/** The redirects a publish calls for: each locale whose published address changed, old to new. */
export function movedAddresses(
  before: Partial<Record<Locale, string>>,
  after: Partial<Record<Locale, string>>,
): Redirect[] {
  return (Object.keys(before) as Locale[]).flatMap((locale) => {
    const from = before[locale];
    const to = after[locale];
    return from && to && from !== to ? [{ from, to }] : [];
  });
}

/**
 * Brings the redirects in line with a publish: an address that is a live page again is no longer
 * redirected; each moved address redirects to its new one, and redirects that pointed at the old
 * address point at the new one (no chains of hops for visitors and crawlers).
 */
export async function recordMoves(req: PayloadRequest, moves: Redirect[], live: string[]) {
  const stored = await storedRedirects(req);
  const liveNow = new Set(live.map(normalizedPath));
  // Marked as the publish's own, so the redirects' check does not refuse an address it just moved.
  const write = { req, overrideAccess: true, depth: 0, context: { addressesMoved: true } } as const;
  for (const redirect of stored) {
    if (liveNow.has(normalizedPath(redirect.from))) {
      await req.payload.delete({ collection: redirectsSlug, id: redirect.id, ...write });
      continue;
    }
    const move = moves.find((one) => one.from === normalizedPath(redirect.to));
    if (move) {
      await req.payload.update({
        collection: redirectsSlug,
        id: redirect.id,
        data: { to: move.to },
        ...write,
      });
    }
  }
  for (const move of moves) {
    const existing = stored.find((redirect) => normalizedPath(redirect.from) === move.from);
    if (existing) {
      await req.payload.update({
        collection: redirectsSlug,
        id: existing.id,
        data: { to: move.to },
        ...write,
      });
    } else {
      await req.payload.create({ collection: redirectsSlug, data: move, ...write });
    }
  }
}

/**
 * A page that is no longer on the site (unpublished, moved to the trash or deleted) takes the
 * redirects to it along: they would send visitors on to a 404 (301 then 404). Its old addresses
 * answer the 404 page at once instead, and staff add a redirect elsewhere if they want one.
 */
export async function removeRedirectsTo(req: PayloadRequest, gone: string[]) {
  if (!gone.length) return;
  const targets = new Set(gone.map(normalizedPath));
  for (const redirect of await storedRedirects(req)) {
    if (!redirect.to.startsWith('/') || !targets.has(normalizedPath(redirect.to))) continue;
    await req.payload.delete({
      collection: redirectsSlug,
      id: redirect.id,
      req,
      overrideAccess: true,
      depth: 0,
    });
  }
}

const contextKey = (collection: string, id: unknown) => `publishedBefore:${collection}:${id}`;

async function publishedDoc(req: PayloadRequest, collection: CollectionSlug, id: number | string) {
  // The Local API sets the locale it is asked for on the request it is given, and a copy of its
  // context: the save this runs within keeps its own, or its localized values would be read as every
  // locale's at once and what its hooks remember would be lost.
  const { locale, fallbackLocale, context } = req;
  try {
    const doc = (await req.payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    })) as StoredDoc | null;
    return doc?._status === 'published' ? doc : null;
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
    req.context = context;
  }
}

const localesOf = (req: PayloadRequest): Locale[] => marketLocalesOf(req.payload.config);

/**
 * The hooks of a collection with pages: a publish that changes a slug redirects the old address of
 * the page (per locale) to the new one, permanently, so links and search results keep working.
 */
export function redirectsOnSlugChange(collection: CollectionSlug, addressOf: PageAddress) {
  const rememberPublished: CollectionBeforeChangeHook = async ({
    data,
    originalDoc,
    operation,
    req,
    context,
  }) => {
    const id = (originalDoc as StoredDoc | undefined)?.id;
    // Every update: a publish may move the page, an unpublish or a move to the trash takes it away.
    if (context.seeding || operation !== 'update' || !id) return data;
    const live = await publishedDoc(req, collection, id);
    if (live) req.context[contextKey(collection, id)] = live;
    return data;
  };

  const redirectMoved: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    const id = (doc as StoredDoc).id;
    if (context.seeding || !id) return doc;
    const locales = localesOf(req);
    const previous = req.context[contextKey(collection, id)] as StoredDoc | undefined;
    const before = previous ? pageAddresses(previous, addressOf, locales) : {};
    const now = (doc as StoredDoc).deletedAt ? null : await publishedDoc(req, collection, id);
    if (!now) {
      await removeRedirectsTo(req, Object.values(before).filter(Boolean) as string[]);
      return doc;
    }
    if ((doc as StoredDoc)._status !== 'published') return doc;
    const after = pageAddresses(now, addressOf, locales);
    await recordMoves(
      req,
      movedAddresses(before, after),
      Object.values(after).filter((path): path is string => Boolean(path)),
    );
    return doc;
  };

  const redirectsGone: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context.seeding || (doc as StoredDoc)._status !== 'published') return doc;
    const addresses = pageAddresses(doc as StoredDoc, addressOf, localesOf(req));
    await removeRedirectsTo(req, Object.values(addresses).filter(Boolean) as string[]);
    return doc;
  };

  return {
    beforeChange: [rememberPublished],
    afterChange: [redirectMoved],
    afterDelete: [redirectsGone],
  };
}
