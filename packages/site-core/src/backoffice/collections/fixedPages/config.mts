import type { CollectionConfig, Field, RichTextField } from 'payload';
import { legalRoutes } from '../../../content/company/legal';
import { companyPlaceholderNames } from '../../../content/company/placeholders';
import { areaRoutes } from '../../../content/portfolio/areaRoutes';
import { fixedBrandRoutes } from '../../../content/portfolio/brandRoutes';
import { fixedRouteNames } from '../../../routing/routeTable';
import { administrators, editors, fixedPagesEditedBy, type RoleRule } from '../../access/index.mts';
import { contentHooks } from '../../contentModel.mts';

/**
 * The copy of the site's fixed pages that staff edit: the department and service pages, the brand
 * pages of the route table and the legal pages. Their addresses, menus and layout stay the route table's; each page is one document here,
 * found by its route (`key`), with its text in every language. Nobody deletes one; a page without
 * published text in a language answers 404 there (never site-core's seed copy), and the dashboard
 * says so.
 */

export const areaPagesSlug = 'area-pages';
export const legalPagesSlug = 'legal-pages';
export const fixedBrandPagesSlug = 'fixed-brand-pages';
export const pageTitlesSlug = 'page-titles';

/** "medicalEquipment" → "Medical equipment": the page's name in the admin's lists. */
export const pageLabel = (route: string) => {
  const words = route.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The pages' prose editor: paragraphs, lists, quotes and links, plus the Note block. */
type ProseEditor = RichTextField['editor'];

/** Where the admin's Preview button opens a page's draft. */
type PreviewPath = (doc: Record<string, unknown>, locale: string) => string;

const sections = (minRows: number, description: string, editor: ProseEditor): Field => ({
  name: 'sections',
  type: 'array',
  localized: true,
  required: true,
  minRows,
  labels: { singular: 'Section', plural: 'Sections' },
  admin: { description },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true, editor },
  ],
});

/** Cards of a title and a short text: what a team offers, a brand's product lines. */
const cards = (rows: { required?: boolean; minRows?: number } = {}): Field => ({
  name: 'items',
  type: 'array',
  ...rows,
  labels: { singular: 'Card', plural: 'Cards' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
});

const pageKey = (routes: readonly string[]): Field => ({
  name: 'key',
  label: 'Page',
  type: 'select',
  required: true,
  unique: true,
  index: true,
  options: routes.map((value) => ({ label: pageLabel(value), value })),
  admin: { readOnly: true, position: 'sidebar', description: 'The fixed page this copy is for.' },
});

const versions = { drafts: { schedulePublish: true }, maxPerDoc: 30 };

interface FixedPagesOptions {
  slug: string;
  names: { singular: string; plural: string };
  labels: { singular: string; plural: string };
  group: string;
  description: string;
  routes: readonly string[];
  previewPath: PreviewPath;
  /** Who edits these pages (published, everybody reads them; the seed alone creates them). */
  editedBy: RoleRule;
  /** The page's copy, after its title and lead. */
  fields: Field[];
}

/** A collection of the copy of fixed pages: one published document per route, titled by its route. */
function fixedPages(options: FixedPagesOptions): CollectionConfig {
  return {
    slug: options.slug,
    graphQL: { singularName: options.names.singular, pluralName: options.names.plural },
    labels: options.labels,
    admin: {
      useAsTitle: 'title',
      group: options.group,
      defaultColumns: ['title', '_status', 'updatedAt'],
      preview: (doc, { locale }) => options.previewPath(doc, locale),
      description: options.description,
    },
    versions,
    access: fixedPagesEditedBy(options.editedBy),
    // Nobody deletes a page's copy (the access above); the trash stays for the schema's sake.
    trash: true,
    hooks: contentHooks,
    fields: [
      {
        name: 'title',
        type: 'text',
        required: true,
        admin: {
          readOnly: true,
          description:
            'The page’s name in this list. Its title in menus and headings, and its description, are in Site → Page titles and descriptions.',
        },
      },
      { name: 'lead', type: 'textarea', required: true, localized: true },
      ...options.fields,
      pageKey(options.routes),
      {
        // A button beside the form: the page's initial text back as a draft (initialCopy.mts).
        name: 'initialCopy',
        type: 'ui',
        admin: {
          position: 'sidebar',
          disableListColumn: true,
          components: { Field: '@medivia/site-core/backoffice/admin-fields#InitialCopyReset' },
        },
      },
    ],
  };
}

/** Department and service pages: lead, sections, the cards of what the team offers, the closing call. */
export function areaPages(previewPath: PreviewPath, editor?: ProseEditor): CollectionConfig {
  return fixedPages({
    slug: areaPagesSlug,
    editedBy: editors,
    names: { singular: 'AreaPage', plural: 'AreaPages' },
    labels: { singular: 'Department or service page', plural: 'Department and service pages' },
    group: 'Portfolio',
    description:
      'The text of each department’s and service’s page. The page’s address, figures, certificates, brands and related pages are set by the site.',
    routes: areaRoutes,
    previewPath,
    fields: [
      sections(2, 'What the team does and for whom, in headed sections.', editor),
      {
        name: 'groups',
        label: 'What we offer (cards)',
        type: 'group',
        localized: true,
        fields: [
          { name: 'heading', type: 'text', required: true },
          { name: 'intro', type: 'textarea' },
          cards({ required: true, minRows: 3 }),
        ],
      },
      {
        name: 'cta',
        label: 'Closing call to action',
        type: 'group',
        localized: true,
        admin: { description: 'Its button opens the contact form addressed to this department.' },
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'text', type: 'textarea', required: true },
          { name: 'button', type: 'text', required: true },
        ],
      },
    ],
  });
}

/** Privacy, cookies, terms of use and video surveillance: a lead and headed sections. */
export function legalPages(previewPath: PreviewPath, editor?: ProseEditor): CollectionConfig {
  return fixedPages({
    slug: legalPagesSlug,
    // What the company declares to the law: an administrator's to change.
    editedBy: administrators,
    names: { singular: 'LegalPage', plural: 'LegalPages' },
    labels: { singular: 'Legal page', plural: 'Legal pages' },
    group: 'Company',
    description: `The legal notices. A name in braces is filled in from the company data: ${companyPlaceholderNames.map((name) => `{${name}}`).join(', ')}. The date of the last review is in Company data → Legal notices.`,
    routes: legalRoutes,
    previewPath,
    fields: [sections(5, 'Each section is listed in the page’s contents.', editor)],
  });
}

/**
 * The brand pages the site is built with (Galderma and its brands, Rowa, Cochlear...): their text,
 * product lines, facts and logo. Their addresses, lettering and place in the menus stay the site's;
 * brands staff add themselves are *Brand pages*.
 */
export function fixedBrandPages(previewPath: PreviewPath, editor?: ProseEditor): CollectionConfig {
  return fixedPages({
    slug: fixedBrandPagesSlug,
    editedBy: editors,
    names: { singular: 'RepresentedBrandPage', plural: 'RepresentedBrandPages' },
    labels: { singular: 'Represented brand page', plural: 'Represented brand pages' },
    group: 'Portfolio',
    description:
      'The text of the brand pages the site is built with, those this market shows. Their addresses, lettering and menus are set by the site; a brand you add yourself is a Brand page.',
    routes: fixedBrandRoutes,
    previewPath,
    fields: [
      sections(2, 'What it is, for whom, how it is used, in headed sections.', editor),
      {
        name: 'products',
        label: 'Product lines (cards)',
        type: 'group',
        localized: true,
        admin: {
          description:
            'Optional: a heading and at least two cards. A brand with pages of its own lists them instead.',
        },
        fields: [{ name: 'heading', type: 'text' }, cards()],
      },
      {
        name: 'safetyNote',
        label: 'Safety note',
        type: 'textarea',
        required: true,
        localized: true,
        admin: { description: 'The standing line: read the leaflet, ask a pharmacist or doctor.' },
      },
      {
        name: 'facts',
        type: 'array',
        required: true,
        localized: true,
        minRows: 1,
        labels: { singular: 'Fact', plural: 'Facts' },
        admin: { description: 'Beside the brand’s mark, e.g. Manufacturer: Galderma.' },
        fields: [
          { name: 'label', type: 'text', required: true },
          { name: 'value', type: 'text', required: true },
        ],
      },
      {
        name: 'logo',
        type: 'upload',
        relationTo: 'media',
        filterOptions: { mimeType: { in: ['image/png', 'image/jpeg', 'image/webp'] } },
        admin: {
          position: 'sidebar',
          description:
            'The brand’s logo (PNG, JPEG or WebP) on its tile and page; the site’s lettering stands in while empty.',
        },
      },
    ],
  });
}

/** Longest title and description the admin accepts: a menu entry, and a search engine's snippet. */
export const PAGE_TITLE_MAX = 60;
export const PAGE_DESCRIPTION_MAX = 250;

/**
 * The title and description of every fixed page the market shows (home, departments, about, contact,
 * the legal pages...): the title names the page in menus, breadcrumbs, its heading and the browser
 * tab; the description stands under its tile and in search results. The addresses stay the site's.
 */
export function pageTitles(previewPath: PreviewPath): CollectionConfig {
  return {
    slug: pageTitlesSlug,
    graphQL: { singularName: 'PageTitle', pluralName: 'PageTitles' },
    labels: { singular: 'Page title and description', plural: 'Page titles and descriptions' },
    // The route table's order: home, the departments, the services, the company pages...
    defaultSort: 'id',
    admin: {
      useAsTitle: 'title',
      group: 'Site',
      defaultColumns: ['title', 'description', '_status', 'updatedAt'],
      listSearchableFields: ['title', 'description'],
      preview: (doc, { locale }) => previewPath(doc, locale),
      description:
        'How each page of the site is named in menus, breadcrumbs, its heading and the browser tab, and the line under its tile and in search engines. Changing a title does not change the page’s address.',
    },
    versions,
    // A page's title is not its page: deleted, the page keeps its name from the catalogue (the
    // route table's), and the next start makes the document again.
    access: { ...fixedPagesEditedBy(editors), delete: editors },
    trash: true,
    hooks: contentHooks,
    fields: [
      {
        name: 'title',
        type: 'text',
        required: true,
        localized: true,
        maxLength: PAGE_TITLE_MAX,
        admin: { description: 'Short: it is the page’s menu entry (e.g. Laboratory diagnostics).' },
      },
      {
        name: 'description',
        type: 'textarea',
        required: true,
        localized: true,
        maxLength: PAGE_DESCRIPTION_MAX,
        admin: {
          description:
            'One or two sentences on what the page offers and to whom. Search engines show about the first 155 characters.',
        },
      },
      pageKey(fixedRouteNames),
    ],
  };
}
