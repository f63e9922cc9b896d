import type {
  CollectionBeforeValidateHook,
  FieldHook,
  CollectionSlug,
  Field,
  PayloadRequest,
  TextField,
  Validate,
  Where,
} from 'payload';
import { slugPattern } from '../../../schema/content';
import type { Locale } from '../../../i18n/locales';
import { routeTable, type RouteName } from '../../../routing/routeTable';
import { fieldError, keepFieldErrors } from '../../apiError.mts';
import { contentHooks } from '../../contentModel.mts';
import { picturesNeedAltText } from '../../pictures/index.mts';
import { redirectsOnSlugChange, type PageAddress } from '../../redirects/slugChanges.mts';
import { slugFromTitle, slugShapeMessage } from '../../slugs/slugFromTitle';
import { refusalsFor, type SlugNoun } from '../../staffLanguage/refusals.mts';

/**
 * What the collections whose documents have their own page share (news, categories, job openings,
 * brand pages): the slug made from the title and unique per language, the title's length, the seed's
 * key, and the hooks that keep addresses unique and leave a redirect when one changes.
 */

/** The longest title of an article or opening: the page's heading, its card and its tab's title. */
export const newsTitleMaxLength = 100;

export const validSlug: Validate<string | null | undefined> = (value, options) =>
  !value || slugPattern.test(value)
    ? true
    : refusalsFor(options?.req).say(
        'Use lowercase letters, digits and single hyphens (e.g. new-warehouse-in-split).',
      );

/**
 * Whether another document of `collection` has `value` as its slug in the request's language, drafts
 * included; `also` narrows the documents compared (a brand page's department).
 */
export async function slugTaken(
  collection: CollectionSlug,
  value: string,
  req: PayloadRequest,
  id: number | string | undefined,
  also: Where[] = [],
): Promise<boolean> {
  const same = await req.payload.find({
    collection,
    locale: req.locale ?? undefined,
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
    req,
    where: {
      and: [
        { slug: { equals: value } },
        ...also,
        ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
      ],
    },
  });
  return same.docs.length > 0;
}

/**
 * A slug no other document of the collection has in that language, drafts included: two articles with
 * one address would make one of them unreachable and list the address twice in the feed and sitemap.
 * Checked twice: on the field (the admin marks it as staff type) and before validation, because the
 * API's answer carries a hook's message but not a field's (Payload's bundled ValidationError loses its
 * class, so only "The following field is invalid" would reach the caller).
 */
export interface UniqueSlug {
  collection: CollectionSlug;
  /** What the collection holds, in the refusal: "article", "job opening". */
  noun: SlugNoun;
  /** The field the slug is made from when staff leave it empty, and its longest length. */
  title: { field: string; maxLength: number };
  /** The path of a document's page with a slug, without the locale prefix (redirects follow it). */
  address: PageAddress;
  /** The documents a slug must differ from, when not all of the collection's (a brand page's department). */
  narrowedTo?: (data: Record<string, unknown>) => Where[];
}

async function slugTakenProblem(
  unique: UniqueSlug,
  value: string,
  req: PayloadRequest,
  id: number | string | undefined,
  data?: Record<string, unknown>,
): Promise<string | undefined> {
  return (await slugTaken(unique.collection, value, req, id, unique.narrowedTo?.(data ?? {})))
    ? refusalsFor(req).slugTaken(unique.noun, value)
    : undefined;
}

const uniqueSlugIn =
  (unique: UniqueSlug): Validate<string | null | undefined> =>
  async (value, options) => {
    const shape = validSlug(value, options);
    if (shape !== true || !value) return shape;
    const { req, id, data } = options as typeof options & { id?: number | string };
    return (
      (await slugTakenProblem(unique, value, req, id, data as Record<string, unknown>)) ?? true
    );
  };

/**
 * The slug and title as staff save them, drafts included (Payload validates fields on publish only):
 * an empty slug is made from the title, a malformed or taken one and an overlong title are refused
 * with the reason on the field, before a draft is stored that could never be published.
 */
const checkAddress =
  (unique: UniqueSlug): CollectionBeforeValidateHook =>
  async ({ data, req, originalDoc, operation }) => {
    if (!data) return data;
    const title = data[unique.title.field];
    if (typeof title === 'string' && title.length > unique.title.maxLength) {
      throw await fieldError(
        unique.title.field,
        refusalsFor(req).titleTooLong(unique.title.maxLength, title.length),
      );
    }
    // Left empty (or never sent when the document is made): the title's words make the address.
    if (
      (data.slug === undefined && operation === 'create') ||
      data.slug === '' ||
      data.slug === null
    ) {
      const made = typeof title === 'string' ? slugFromTitle(title) : '';
      if (made) data.slug = made;
    }
    const value = data.slug;
    if (typeof value !== 'string' || !value) return data;
    if (!slugPattern.test(value)) {
      throw await fieldError('slug', refusalsFor(req).say(slugShapeMessage));
    }
    const id = (originalDoc as { id?: number | string } | undefined)?.id;
    const problem = await slugTakenProblem(unique, value, req, id, {
      ...(originalDoc as Record<string, unknown> | undefined),
      ...data,
    });
    if (problem) {
      throw await fieldError('slug', `${refusalsFor(req).slugLabel}: ${problem}`);
    }
    return data;
  };

/** The hooks of a collection whose documents have their own address. */
export const addressedContentHooks = (unique: UniqueSlug) => {
  const redirects = redirectsOnSlugChange(unique.collection, unique.address);
  return {
    ...contentHooks,
    beforeValidate: [checkAddress(unique)],
    afterError: [keepFieldErrors],
    beforeChange: redirects.beforeChange,
    afterChange: [...redirects.afterChange, ...contentHooks.afterChange],
    afterDelete: [...redirects.afterDelete, ...contentHooks.afterDelete],
  };
};

/**
 * A page's hooks with its pictures checked for alt text in every language (pictures/): its photo,
 * and the pictures of its rich text where it has one (an article).
 */
export const withPictureChecks = (
  hooks: ReturnType<typeof addressedContentHooks>,
  fields: { hero: string; body?: string } = { hero: 'hero', body: 'body' },
) => ({
  ...hooks,
  beforeValidate: [...hooks.beforeValidate, picturesNeedAltText(fields)],
});

/** A route's path with the slug in its place, in a locale (without the locale's prefix). */
export const routePath = (route: RouteName, slug: string, locale: Locale) =>
  routeTable[route].paths[locale].replace('[slug]', encodeURIComponent(slug));

/** The first of `slug-2`, `slug-3`, … that `isTaken` says is free (`slug` itself when it is). */
export async function freeSlug(
  slug: string,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  // A copy of a copy keeps one number: `naslov-2` copied is `naslov-3`, not `naslov-2-2`.
  const base = slug.replace(/-\d+$/, '') || slug;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/**
 * Duplicate: the copy gets a slug no document has yet in that language (`naslov-2`), so it is made
 * as a draft staff rename, instead of being refused for the original's address. Payload runs the hook
 * once per language without naming it, so the languages are those whose slug is this value.
 */
const slugOfCopy =
  (unique: UniqueSlug): FieldHook =>
  async ({ value, req, siblingData }) => {
    if (typeof value !== 'string' || !value) return value;
    const slugs = (siblingData?.slug ?? {}) as Record<string, unknown>;
    const locales = Object.keys(slugs).filter((locale) => slugs[locale] === value);
    const also = unique.narrowedTo?.(siblingData as Record<string, unknown>) ?? [];
    return freeSlug(value, async (candidate) => {
      for (const locale of locales.length ? locales : [req.locale ?? undefined]) {
        const taken = await req.payload.find({
          collection: unique.collection,
          locale: (locale as Locale | undefined) ?? undefined,
          depth: 0,
          limit: 1,
          draft: true,
          overrideAccess: true,
          req,
          where: { and: [{ slug: { equals: candidate } }, ...also] },
        });
        if (taken.docs.length > 0) return true;
      }
      return false;
    });
  };

export const slugField = (description: string, unique?: UniqueSlug): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  localized: true,
  index: true,
  validate: unique ? uniqueSlugIn(unique) : validSlug,
  ...(unique ? { hooks: { beforeDuplicate: [slugOfCopy(unique)] } } : {}),
  admin: {
    description: `${description} Made from the title while you type it; change it if you like.`,
    components: {
      Field: {
        path: '@medivia/site-core/backoffice/admin-fields#SlugField',
        clientProps: { titleField: unique?.title.field ?? 'title' },
      },
    },
  },
});

/** A title with its length hint: a counter under the field and the longest the pages allow. */
export const titleField = (
  name: string,
  maxLength: number,
  extra: Partial<TextField> = {},
): Field =>
  ({
    name,
    type: 'text',
    required: true,
    localized: true,
    maxLength,
    ...extra,
    admin: {
      ...extra.admin,
      components: {
        Description: {
          path: '@medivia/site-core/backoffice/admin-fields#LengthHint',
          clientProps: { limit: maxLength, description: extra.admin?.description },
        },
      },
    },
  }) as Field;

/** The stable key of a document that came from the seed (links between articles use it). */
// Hidden in the admin: staff never set or read it, and on every form it only raised questions.
// A copy is no seed document: it keeps no key (links by key would find two documents).
export const keyField: Field = {
  name: 'key',
  type: 'text',
  index: true,
  admin: { hidden: true },
  hooks: { beforeDuplicate: [() => null] },
};

/** A date field picked as a day, shown as staff write it. */
export const dayOnly = {
  date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'dd.MM.yyyy' },
};
