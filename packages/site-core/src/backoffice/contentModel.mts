import { randomBytes } from 'node:crypto';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload';
import { announceContentRevision } from '../platform/contentRevision.mjs';
import { sendRevisionNotice } from './instances/revisionNotices.mts';

/**
 * What the back office's content collections share: their list, and the revision that tells the page
 * cache a page is of older content (each collection's own config, access, hooks and mapping are in
 * its folder under collections/). Nothing here depends on the database adapter: SQLite and
 * PostgreSQL store the same collections.
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
 * render anew on their next request (platform/contentRevision.mjs). Drafts do not change public pages.
 * On PostgreSQL a notice in that transaction tells every instance, this one too, when it commits
 * (instances/revisionNotices.mts); told before, this instance would render the old content again
 * until the commit. SQLite's one instance is told here.
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
  if (!(await sendRevisionNotice(req, revision))) announceContentRevision(revision);
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

/** A published global moves the content revision on, as a collection's change does. */
export const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  if (!context.seeding) await bumpContentRevision(req);
  return doc;
};

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
