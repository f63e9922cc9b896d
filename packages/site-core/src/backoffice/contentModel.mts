import { randomBytes } from 'node:crypto';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
  TextField,
  Validate,
  Where,
} from 'payload';
import {
  administrators,
  collectionEditedBy,
  editors,
  globalEditedBy,
  hr,
} from './access/index.mts';
import { slugPattern } from '../content/model';
import { documentTypes } from '../content/company/schema';
import { newsIllustrations } from '../content/news';
import { brandKinds } from '../content/portfolio/model';
import {
  brandPageRoutes,
  brandPageSlugProblem,
  type BrandPage,
  type BrandPageDepartment,
} from '../content/portfolio/brandPages';
import type { Locale } from '../i18n/locales';
import { announceContentRevision } from '../next/contentRevision.mjs';
import { fixedRouteNames, routeTable, type RouteName } from '../routing/routeTable';
import { fieldError, keepFieldErrors } from './apiError.mts';
import { redirectsOnSlugChange, type PageAddress } from './redirects/slugChanges.mts';
import { slugFromTitle, slugShapeMessage } from './slugs/slugFromTitle';
import { sharingField } from './sharing.mts';
import { heroField, picturesNeedAltText } from './pictures/index.mts';
import { refusalsFor, type SlugNoun } from './staffLanguage/refusals.mts';

/** The longest title of an article or opening: the page's heading, its card and its tab's title. */
const newsTitleMaxLength = 100;

/**
 * The back office's content model: what staff publish (news with categories, job openings, brand
 * pages) and the revision that tells the page cache a page is of older content. Nothing here depends
 * on the database adapter: SQLite and PostgreSQL store the same collections.
 */

export const contentCollections = [
  'news',
  'news-categories',
  'jobs',
  'brand-pages',
  'documents',
  'area-pages',
  'fixed-brand-pages',
  'legal-pages',
  'page-titles',
  'departments',
  'locations',
] as const;
export type ContentCollection = (typeof contentCollections)[number];

export const contentStateSlug = 'content-state';

/** A new content revision: time-ordered for people reading it, random so two hosts never collide. */
export const newRevision = () => `r${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/**
 * Moves the content revision on, in the same transaction as the change that calls it: pages then
 * render anew on their next request (next/contentRevision.mjs). Drafts do not change public pages.
 */
export async function bumpContentRevision(req: PayloadRequest) {
  const revision = newRevision();
  await req.payload.updateGlobal({
    slug: contentStateSlug,
    data: { revision },
    req,
    overrideAccess: true,
    depth: 0,
  });
  announceContentRevision(revision);
}

const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.seeding) return doc;
  const status = (value: unknown) => (value as { _status?: string } | undefined)?._status;
  // Saving a draft of something never published changes nothing a visitor sees.
  if (status(doc) === 'draft' && status(previousDoc) !== 'published') return doc;
  await bumpContentRevision(req);
  return doc;
};

const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (!context.seeding) await bumpContentRevision(req);
  return doc;
};

/** Publishing, unpublishing or deleting a document moves the content revision (pages render anew). */
export const contentHooks = { afterChange: [afterChange], afterDelete: [afterDelete] };

const validSlug: Validate<string | null | undefined> = (value, options) =>
  !value || slugPattern.test(value)
    ? true
    : refusalsFor(options?.req).say(
        'Use lowercase letters, digits and single hyphens (e.g. new-warehouse-in-split).',
      );

/**
 * Whether another document of `collection` has `value` as its slug in the request's language, drafts
 * included; `also` narrows the documents compared (a brand page's department).
 */
async function slugTaken(
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

/**
 * A slug no other document of the collection has in that language, drafts included: two articles with
 * one address would make one of them unreachable and list the address twice in the feed and sitemap.
 * Checked twice: on the field (the admin marks it as staff type) and before validation, because the
 * API's answer carries a hook's message but not a field's (Payload's bundled ValidationError loses its
 * class, so only "The following field is invalid" would reach the caller).
 */
interface UniqueSlug {
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
const addressedContentHooks = (unique: UniqueSlug) => {
  const redirects = redirectsOnSlugChange(unique.collection, unique.address);
  return {
    ...contentHooks,
    beforeValidate: [checkAddress(unique)],
    afterError: [keepFieldErrors],
    beforeChange: redirects.beforeChange,
    afterChange: [...redirects.afterChange, ...contentHooks.afterChange],
  };
};

/** A route's path with the slug in its place, in a locale (without the locale's prefix). */
/** An article's hooks with its pictures checked for alt text in every language (pictures/). */
const withPictureChecks = (hooks: ReturnType<typeof addressedContentHooks>) => ({
  ...hooks,
  beforeValidate: [...hooks.beforeValidate, picturesNeedAltText({ hero: 'hero', body: 'body' })],
});

const routePath = (route: RouteName, slug: string, locale: Locale) =>
  routeTable[route].paths[locale].replace('[slug]', encodeURIComponent(slug));

const categoryAddress: UniqueSlug = {
  collection: 'news-categories' as CollectionSlug,
  noun: 'category',
  title: { field: 'name', maxLength: 60 },
  address: (_doc, slug, locale) => routePath('newsCategory', slug, locale),
};
const articleAddress: UniqueSlug = {
  collection: 'news' as CollectionSlug,
  noun: 'article',
  title: { field: 'title', maxLength: newsTitleMaxLength },
  address: (_doc, slug, locale) => routePath('newsArticle', slug, locale),
};
const openingAddress: UniqueSlug = {
  collection: 'jobs' as CollectionSlug,
  noun: 'job opening',
  title: { field: 'title', maxLength: newsTitleMaxLength },
  address: (_doc, slug, locale) => routePath('jobOpening', slug, locale),
};
const brandPageAddress: UniqueSlug = {
  collection: 'brand-pages' as CollectionSlug,
  noun: 'brand page of this department',
  title: { field: 'title', maxLength: 80 },
  address: (doc, slug, locale) => {
    const department = (doc.department ?? 'marketing') as BrandPageDepartment;
    const route = brandPageRoutes[department];
    return route ? routePath(route, slug, locale) : undefined;
  },
  narrowedTo: (data) => [{ department: { equals: data.department ?? 'marketing' } }],
};

const slugField = (description: string, unique?: UniqueSlug): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  localized: true,
  index: true,
  validate: unique ? uniqueSlugIn(unique) : validSlug,
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
const titleField = (name: string, maxLength: number, extra: Partial<TextField> = {}): Field =>
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
const keyField: Field = {
  name: 'key',
  type: 'text',
  index: true,
  admin: { hidden: true },
};

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'dd.MM.yyyy' } };

/** Pages an article may point to: any fixed page of the site but home. */
const seeAlsoOptions = fixedRouteNames.filter((name: RouteName) => name !== 'home');

export function newsCategories(): CollectionConfig {
  return {
    slug: 'news-categories',
    graphQL: { singularName: 'NewsCategory', pluralName: 'NewsCategories' },
    labels: { singular: 'News category', plural: 'News categories' },
    admin: { useAsTitle: 'name', group: 'News' },
    versions: { drafts: true, maxPerDoc: 20 },
    // Deleting a category would leave its articles without one: administrators decide that.
    access: { ...collectionEditedBy(editors), delete: administrators },
    trash: true,
    hooks: addressedContentHooks(categoryAddress),
    fields: [
      titleField('name', categoryAddress.title.maxLength),
      slugField(
        'The filter page of the category: /news-and-events/category/<slug>.',
        categoryAddress,
      ),
      { name: 'description', type: 'textarea', localized: true },
      keyField,
    ],
  };
}

export function news(
  previewPath: (doc: Record<string, unknown>, locale: string) => string,
): CollectionConfig {
  return {
    slug: 'news',
    graphQL: { singularName: 'NewsArticle', pluralName: 'NewsArticles' },
    labels: { singular: 'News article or event', plural: 'News and events' },
    admin: {
      useAsTitle: 'title',
      group: 'News',
      defaultColumns: ['title', 'publishedOn', 'category', '_status'],
      preview: (doc, { locale }) => previewPath(doc, locale),
    },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
    access: collectionEditedBy(editors),
    trash: true,
    hooks: withPictureChecks(addressedContentHooks(articleAddress)),
    fields: [
      titleField('title', newsTitleMaxLength),
      slugField('The article’s address below News and events, per language.', articleAddress),
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'news',
        options: [
          { label: 'News', value: 'news' },
          { label: 'Event', value: 'event' },
        ],
        admin: { position: 'sidebar' },
      },
      {
        name: 'publishedOn',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', ...dayOnly },
      },
      {
        name: 'category',
        type: 'relationship',
        relationTo: 'news-categories',
        required: true,
        admin: { position: 'sidebar' },
      },
      { name: 'summary', type: 'textarea', required: true, localized: true },
      heroField(),
      { name: 'body', type: 'richText', localized: true },
      {
        name: 'event',
        type: 'group',
        admin: { condition: (data) => data?.kind === 'event' },
        fields: [
          {
            name: 'start',
            type: 'text',
            admin: { description: 'Local time, e.g. 2027-03-14 or 2027-03-14T09:30.' },
            validate: (value: string | null | undefined, { req }: { req?: PayloadRequest }) =>
              !value || /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value)
                ? true
                : refusalsFor(req).say('Write the date as 2027-03-14 or 2027-03-14T09:30.'),
          },
          { name: 'end', type: 'text' },
          { name: 'place', type: 'text', localized: true },
        ],
      },
      {
        name: 'illustration',
        type: 'select',
        options: newsIllustrations.map((value) => ({ label: value, value })),
        admin: { position: 'sidebar', description: 'The drawn motif of the card and header.' },
      },
      {
        name: 'related',
        type: 'relationship',
        relationTo: 'news',
        hasMany: true,
        admin: { description: 'Shown under the article; the same category when empty.' },
      },
      {
        name: 'seeAlso',
        type: 'select',
        hasMany: true,
        options: seeAlsoOptions.map((value) => ({ label: value, value })),
        admin: {
          description: 'Pages of the site the article is about (departments, services, about us).',
        },
      },
      sharingField(),
      keyField,
    ],
  };
}

const localizedLines = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  localized: true,
  required: true,
  minRows: 1,
  fields: [{ name: 'line', type: 'text', required: true }],
});

export function jobs(
  previewPath: (doc: Record<string, unknown>, locale: string) => string,
): CollectionConfig {
  return {
    slug: 'jobs',
    graphQL: { singularName: 'JobOpening', pluralName: 'JobOpenings' },
    labels: { singular: 'Job opening', plural: 'Job openings' },
    admin: {
      useAsTitle: 'title',
      group: 'Careers',
      defaultColumns: ['title', 'location', 'closesOn', '_status'],
      preview: (doc, { locale }) => previewPath(doc, locale),
    },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
    access: collectionEditedBy(hr),
    trash: true,
    hooks: addressedContentHooks(openingAddress),
    fields: [
      titleField('title', newsTitleMaxLength),
      slugField('The opening’s address below Careers, per language.', openingAddress),
      { name: 'team', type: 'text', required: true, localized: true },
      { name: 'location', type: 'text', required: true, admin: { description: 'A city.' } },
      {
        name: 'employment',
        type: 'select',
        required: true,
        defaultValue: 'fullTime',
        options: [
          { label: 'Full time', value: 'fullTime' },
          { label: 'Part time', value: 'partTime' },
          { label: 'Fixed term', value: 'fixedTerm' },
          { label: 'Internship', value: 'internship' },
        ],
      },
      { name: 'summary', type: 'textarea', required: true, localized: true },
      localizedLines('responsibilities', 'What you will do'),
      localizedLines('requirements', 'What we look for'),
      {
        name: 'postedOn',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', ...dayOnly },
      },
      {
        name: 'closesOn',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', description: 'Last day to apply.', ...dayOnly },
      },
      {
        name: 'closed',
        type: 'checkbox',
        defaultValue: false,
        admin: { position: 'sidebar', description: 'Filled or withdrawn before its closing date.' },
      },
      sharingField(),
      keyField,
    ],
  };
}

/** Department labels for staff (the admin's language is English). */
const departmentLabels: Record<BrandPageDepartment, string> = {
  marketing: 'Marketing and representation',
  medicinalProducts: 'Medicinal products and medical devices',
  diagnostics: 'Laboratory diagnostics',
  animalHealth: 'Animal health',
  dentalMedicine: 'Dental medicine and dental technology',
  medicalEquipment: 'Medical devices and equipment',
};

/**
 * A brand page's slug: well formed, not the address of one of the site's fixed pages below the
 * department (galderma under marketing), and not another brand page's of the same department.
 */
const validBrandSlug: Validate<string | null | undefined> = async (value, options) => {
  const { data, req, id } = options as typeof options & { id?: number | string };
  if (!value) return true;
  const locale = req.locale as Locale;
  const department = (data as { department?: BrandPageDepartment }).department ?? 'marketing';
  const page = { id: String(id ?? 'new'), department, slug: { [locale]: value } } as BrandPage;
  const fixed = brandPageSlugProblem({}, page, locale);
  if (fixed) return fixed;
  const taken = await slugTaken('brand-pages' as CollectionSlug, value, req, id, [
    { department: { equals: department } },
  ]);
  return taken ? refusalsFor(req).brandSlugTaken(value) : true;
};

export function brandPages(
  previewPath: (doc: Record<string, unknown>, locale: string) => string,
): CollectionConfig {
  return {
    slug: 'brand-pages',
    graphQL: { singularName: 'BrandPage', pluralName: 'BrandPages' },
    labels: { singular: 'Brand page', plural: 'Brand pages' },
    admin: {
      useAsTitle: 'name',
      group: 'Portfolio',
      defaultColumns: ['name', 'department', '_status'],
      preview: (doc, { locale }) => previewPath(doc, locale),
    },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
    access: collectionEditedBy(editors),
    trash: true,
    hooks: addressedContentHooks(brandPageAddress),
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        admin: { description: 'The brand as written.' },
      },
      {
        name: 'department',
        type: 'select',
        required: true,
        defaultValue: 'marketing',
        options: (Object.keys(brandPageRoutes) as BrandPageDepartment[]).map((value) => ({
          label: departmentLabels[value],
          value,
        })),
        admin: {
          position: 'sidebar',
          description: 'The page appears below this department, where the market shows it.',
        },
      },
      titleField('title', brandPageAddress.title.maxLength, {
        admin: {
          description: 'The page’s heading and the brand tile’s name, e.g. “Carmol drops”.',
        },
      }),
      {
        name: 'description',
        type: 'textarea',
        required: true,
        localized: true,
        admin: { description: 'One sentence for the brand tile and search engines.' },
      },
      {
        ...(slugField('The page’s address below its department.', brandPageAddress) as object),
        validate: validBrandSlug,
      } as Field,
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'company',
        options: brandKinds.map((value) => ({ label: value, value })),
        admin: {
          position: 'sidebar',
          description: 'Medicines and medical devices get the side-effect report link.',
        },
      },
      {
        name: 'mark',
        type: 'group',
        admin: { description: 'The lettering drawn as the brand’s tile until a logo is uploaded.' },
        fields: [
          { name: 'sub', type: 'text', admin: { description: 'A second, smaller line.' } },
          {
            name: 'style',
            type: 'select',
            required: true,
            defaultValue: 'sans',
            options: ['serif', 'sans', 'light', 'rounded', 'condensed'].map((value) => ({
              label: value,
              value,
            })),
          },
          { name: 'hue', type: 'number', required: true, defaultValue: 200, min: 0, max: 360 },
        ],
      },
      {
        name: 'logo',
        type: 'upload',
        relationTo: 'media',
        filterOptions: { mimeType: { in: ['image/png', 'image/jpeg', 'image/webp'] } },
        admin: {
          description:
            'The brand’s logo (PNG, JPEG or WebP) on its tile and page; the lettering above stands in while empty.',
        },
      },
      {
        name: 'website',
        type: 'text',
        admin: { description: 'The brand’s official https:// site.' },
      },
      { name: 'lead', type: 'textarea', required: true, localized: true },
      {
        name: 'sections',
        type: 'array',
        localized: true,
        required: true,
        minRows: 2,
        fields: [
          { name: 'heading', type: 'text', required: true },
          { name: 'body', type: 'richText', required: true },
        ],
      },
      {
        name: 'products',
        type: 'group',
        localized: true,
        fields: [
          { name: 'heading', type: 'text' },
          {
            name: 'items',
            type: 'array',
            fields: [
              { name: 'title', type: 'text', required: true },
              { name: 'text', type: 'textarea', required: true },
            ],
          },
        ],
      },
      {
        name: 'safetyNote',
        type: 'textarea',
        required: true,
        localized: true,
        admin: { description: 'Read the leaflet; ask a pharmacist or doctor.' },
      },
      {
        name: 'facts',
        type: 'array',
        localized: true,
        required: true,
        minRows: 1,
        fields: [
          { name: 'label', type: 'text', required: true },
          { name: 'value', type: 'text', required: true },
        ],
      },
      sharingField(),
      keyField,
    ],
  };
}

/**
 * Documents and certificates on the documents page: a PDF to download where staff upload one, otherwise
 * listed as sent on request by the quality department.
 */
export function companyDocuments(): CollectionConfig {
  return {
    slug: 'documents',
    graphQL: { singularName: 'CompanyDocument', pluralName: 'CompanyDocuments' },
    labels: { singular: 'Document', plural: 'Documents and certificates' },
    admin: {
      useAsTitle: 'title',
      group: 'Company',
      defaultColumns: ['title', 'type', 'issuedOn', '_status'],
      description:
        'Listed on the documents page by type (certificates first), newest first. {medicinesAgency} and {medicinesAgencyShort} in a text are filled in from the company data.',
    },
    versions: { drafts: true, maxPerDoc: 20 },
    access: collectionEditedBy(editors),
    trash: true,
    hooks: contentHooks,
    defaultSort: 'issuedOn',
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'description', type: 'textarea', required: true, localized: true },
      {
        name: 'type',
        type: 'select',
        required: true,
        options: documentTypes.map((value) => ({
          label: value.charAt(0).toUpperCase() + value.slice(1),
          value,
        })),
        admin: { position: 'sidebar' },
      },
      {
        name: 'issuedOn',
        label: 'Issued or revised on',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', ...dayOnly },
      },
      {
        name: 'file',
        label: 'PDF',
        type: 'upload',
        relationTo: 'media',
        filterOptions: { mimeType: { equals: 'application/pdf' } },
        admin: {
          description:
            'The current, signed PDF: visitors download it. Without one, the page offers it on request.',
        },
      },
      keyField,
    ],
  };
}

export const directorySlug = 'department-directory';

/** A published global moves the content revision on, as a collection's change does. */
export const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  if (!context.seeding) await bumpContentRevision(req);
  return doc;
};

/**
 * The department directory's settings: the usual office hours the contact page shows for every
 * department that states none of its own. The departments themselves, and the locations they are
 * listed under, are collections (collections/departments, collections/locations).
 */
export function departmentDirectory(): GlobalConfig {
  return {
    slug: directorySlug,
    label: 'Department directory',
    admin: {
      group: 'Company',
      description:
        'The usual office hours of the departments. The departments and their mailboxes are under Departments.',
    },
    versions: { max: 50 },
    access: globalEditedBy(administrators),
    hooks: { afterChange: [afterGlobalChange] },
    fields: [
      {
        name: 'officeHours',
        label: 'Usual office hours',
        type: 'text',
        required: true,
        localized: true,
        admin: { description: 'Shown for departments that state no hours of their own.' },
      },
    ],
  };
}

/** The content revision: read by the page cache through the site, never shown to staff. */
export function contentState(): GlobalConfig {
  return {
    slug: contentStateSlug,
    admin: { hidden: true },
    access: { read: () => false, update: () => false },
    fields: [
      { name: 'revision', type: 'text' },
      // Parts of the seed added after a database was first seeded, loaded once each (e.g. documents).
      { name: 'seededParts', type: 'json' },
    ],
  };
}
