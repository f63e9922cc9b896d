/** @jest-environment node */
import type { AccessArgs, CollectionConfig, GlobalConfig, PayloadRequest } from 'payload';
import type { Role } from './access/index.mts';
import { departmentDirectory } from './globals/departmentDirectory/config.mts';
import { brandPages } from './collections/brandPages/config.mts';
import { companyDocuments } from './collections/documents/config.mts';
import { jobs } from './collections/jobs/config.mts';
import { news, newsCategories } from './collections/news/config.mts';
import {
  areaPages,
  fixedBrandPages,
  legalPages,
  pageTitles,
} from './collections/fixedPages/config.mts';
import { companyGlobals } from './companyFacts.mts';
import { users } from './users/index.mts';
import { departments } from './collections/departments/config.mts';
import { locations } from './collections/locations/config.mts';

// The roles table of README's "Signing in", checked against the collections and globals themselves.

const preview = () => '/preview';
const collections: CollectionConfig[] = [
  news(preview),
  newsCategories(),
  jobs(preview),
  brandPages(preview),
  companyDocuments(),
  areaPages(preview),
  fixedBrandPages(preview),
  legalPages(preview),
  pageTitles(preview),
  departments(),
  locations(),
];
const globals: GlobalConfig[] = [departmentDirectory(), ...companyGlobals()];

const roles: Role[] = ['administrator', 'editor', 'hr', 'pharmacovigilance'];
const as = (role: Role) =>
  ({
    req: { user: { id: 2, collection: 'users', role } } as unknown as PayloadRequest,
  }) as AccessArgs;

const whoUpdates = (access: { update?: unknown } | undefined) =>
  roles.filter((role) => (access?.update as (args: AccessArgs) => unknown)(as(role)) === true);

const table = Object.fromEntries([
  ...collections.map((config) => [config.slug, whoUpdates(config.access)]),
  ...globals.map((config) => [config.slug, whoUpdates(config.access)]),
]);

const everything = ['administrator'];
const editorsToo = ['administrator', 'editor'];
const hrToo = ['administrator', 'hr'];

describe('who changes what', () => {
  it('matches the roles table', () => {
    expect(table).toEqual({
      // administrator only
      company: everything,
      locations: everything,
      departments: everything,
      'department-directory': everything,
      'legal-pages': everything,
      'sister-sites': everything,
      sponsors: everything,
      figures: everything,
      // editors
      news: editorsToo,
      'news-categories': editorsToo,
      'brand-pages': editorsToo,
      'fixed-brand-pages': editorsToo,
      'area-pages': editorsToo,
      'page-titles': editorsToo,
      'home-page': editorsToo,
      'about-page': editorsToo,
      documents: editorsToo,
      // HR
      jobs: hrToo,
      'careers-page': hrToo,
    });
  });

  it('pharmacovigilance reads no draft, version or global of the back office', () => {
    const pv = as('pharmacovigilance');
    for (const config of collections) {
      expect([config.slug, (config.access?.read as (a: AccessArgs) => unknown)(pv)]).toEqual([
        config.slug,
        { _status: { equals: 'published' } },
      ]);
      expect([
        config.slug,
        (config.access?.readVersions as (a: AccessArgs) => unknown)(pv),
      ]).toEqual([config.slug, false]);
    }
    for (const config of globals) {
      expect([config.slug, (config.access?.read as (a: AccessArgs) => unknown)(pv)]).toEqual([
        config.slug,
        false,
      ]);
    }
  });

  it('the content collections keep deleted documents in the trash', () => {
    expect(collections.filter((config) => !config.trash).map((config) => config.slug)).toEqual([]);
  });

  it('accounts: only administrators create, delete and unlock them', () => {
    const { access } = users({ secureCookies: false, siteName: 'Medivia test' });
    for (const operation of ['create', 'delete', 'unlock'] as const) {
      const rule = access?.[operation] as (args: AccessArgs) => unknown;
      expect([operation, roles.filter((role) => rule(as(role)) === true)]).toEqual([
        operation,
        ['administrator'],
      ]);
    }
  });
});
