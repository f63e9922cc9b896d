import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload';
import { apiError, fieldError } from '../../apiError.mts';
import { refusalsFor } from '../../staffLanguage/refusals.mts';
import { pageNameIn } from '../../staffLanguage/words.mts';
import { pageLabel } from '../fixedPages/config.mts';

export const departmentsSlug = 'departments';
/** The Locations collection's slug (collections/locations), which a department may be placed at. */
const locationsSlug = 'locations';

type Draft = { contactFor?: unknown; offered?: unknown; name?: unknown; key?: unknown };

/** The pages another department already answers for, among `pages`, by page: that department's key. */
async function pagesTaken(
  req: PayloadRequest,
  pages: readonly string[],
  id: number | string | undefined,
): Promise<Map<string, string>> {
  const { docs } = await req.payload.find({
    collection: departmentsSlug as never,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    where: {
      and: [
        { contactFor: { in: pages } },
        ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
      ],
    },
  });
  const taken = new Map<string, string>();
  for (const doc of docs as { key?: string; contactFor?: string[] | null }[]) {
    for (const page of doc.contactFor ?? [])
      if (pages.includes(page)) taken.set(page, doc.key ?? '');
  }
  return taken;
}

/**
 * A page's contact button preselects one department: a page another department already answers for
 * is refused (naming it), and so is a department that answers for a page but is not offered in the
 * form (the form could not show it preselected). A hook, so drafts are checked too.
 */
export const onePageOneDepartment: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  context,
  req,
}) => {
  if (!data || context.seeding) return data;
  const merged = { ...(originalDoc as Draft | undefined), ...(data as Draft) };
  const pages = Array.isArray(merged.contactFor) ? (merged.contactFor as string[]) : [];
  if (!pages.length) return data;
  if (!merged.offered) {
    throw await fieldError(
      'offered',
      refusalsFor(req).say(
        'A department that is the contact of a page must be offered in the form. Tick Offered in the form or clear Contact for.',
      ),
    );
  }
  const id = (originalDoc as { id?: number | string } | undefined)?.id;
  const taken = await pagesTaken(req, pages, id);
  const [page, other] = [...taken][0] ?? [];
  if (page) {
    const refusals = refusalsFor(req);
    throw await apiError(
      refusals.pageHasContact(pageNameIn(page, pageLabel(page), refusals.language), other ?? ''),
    );
  }
  return data;
};

/**
 * A department placed at a location that does not exist is refused with the reason (a 400), rather
 * than failing in the database (the foreign key made it a 500).
 */
export const knownLocation: CollectionBeforeValidateHook = async ({ data, req, context }) => {
  const location = (data as { location?: unknown } | undefined)?.location;
  if (!data || context.seeding || location === null || location === undefined || location === '')
    return data;
  const id =
    typeof location === 'object' ? (location as { id?: unknown }).id : (location as unknown);
  const found =
    typeof id === 'number' || typeof id === 'string'
      ? await req.payload
          .findByID({
            collection: locationsSlug as never,
            id,
            depth: 0,
            draft: true,
            overrideAccess: true,
            disableErrors: true,
            req,
          })
          .catch(() => null)
      : null;
  if (!found) {
    throw await fieldError(
      'location',
      refusalsFor(req).say(
        'Location: no such location. Choose one of Company › Locations or leave it empty.',
      ),
    );
  }
  return data;
};
