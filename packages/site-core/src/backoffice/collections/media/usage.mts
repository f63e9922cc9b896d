import type { CollectionSlug, Field, GlobalSlug, Payload, PayloadRequest } from 'payload';
import { childrenOf, isObject, type UnknownNode } from '../../../schema/lexical';

/**
 * Where a picture of the media library is shown: the documents and globals whose upload fields or
 * rich texts name it. Read from the stored documents in every language, so a photo used only by
 * the English text of an article counts too. The rules that read it: a picture in use says where
 * (the media form's "Used on"), and one a published page shows is not deleted (issue #41, item 4).
 */

export interface PlaceOfUse {
  /** `collections/news/12` or `globals/sponsors`, the admin's address of the document after /admin/. */
  adminPath: string;
  /** The collection's or global's label in the staff's language, and the document's title. */
  kind: string;
  title: string;
  /** Whether visitors see it: published (or a collection without drafts). */
  published: boolean;
}

const sameId = (value: unknown, id: string): boolean => {
  if (Array.isArray(value)) return value.some((item) => sameId(item, id));
  if (isObject(value)) {
    // A polymorphic relation ({ relationTo, value }) or a document read with depth.
    if ('relationTo' in value) return value.relationTo === 'media' && sameId(value.value, id);
    return 'id' in value && sameId(value.id, id);
  }
  return (typeof value === 'number' || typeof value === 'string') && String(value) === id;
};

/** Whether a stored Lexical text holds an upload node of the media document `id`. */
function richTextShows(value: unknown, id: string): boolean {
  if (!isObject(value)) return false;
  const visit = (node: UnknownNode): boolean =>
    (node.type === 'upload' && node.relationTo === 'media' && sameId(node.value, id)) ||
    childrenOf(node).some(visit);
  return isObject(value.root) && visit(value.root as UnknownNode);
}

const relatesToMedia = (field: Field) =>
  (field.type === 'upload' || field.type === 'relationship') &&
  (Array.isArray(field.relationTo)
    ? field.relationTo.includes('media' as CollectionSlug)
    : field.relationTo === 'media');

/** The values of a field read in every language: one per language when it is localized. */
const valuesOf = (field: Field, value: unknown): unknown[] =>
  'localized' in field && field.localized && isObject(value) ? Object.values(value) : [value];

/** Whether the data of `fields` (read with locale 'all') names the media document `id`. */
export function fieldsShow(fields: readonly Field[], data: unknown, id: string): boolean {
  if (!isObject(data)) return false;
  return fields.some((field) => {
    if (field.type === 'tabs') {
      return field.tabs.some((tab) =>
        'name' in tab && tab.name
          ? fieldsShow(tab.fields, data[tab.name], id)
          : fieldsShow(tab.fields, data, id),
      );
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      return fieldsShow(field.fields, data, id);
    }
    if (!('name' in field) || !field.name || field.type === 'ui' || field.type === 'join') {
      return false;
    }
    return valuesOf(field, data[field.name]).some((value) => {
      if (relatesToMedia(field)) return sameId(value, id);
      if (field.type === 'richText') return richTextShows(value, id);
      if (field.type === 'group') return fieldsShow(field.fields, value, id);
      if (field.type === 'array' && Array.isArray(value)) {
        return value.some((row) => fieldsShow(field.fields, row, id));
      }
      if (field.type === 'blocks' && Array.isArray(value)) {
        return value.some((row) => {
          const block = (field.blocks ?? []).find(
            (candidate) => isObject(row) && candidate.slug === row.blockType,
          );
          return block ? fieldsShow(block.fields, row, id) : false;
        });
      }
      return false;
    });
  });
}

/** Whether any field of `fields` can name a picture (an upload or a rich text). */
export function canShowPictures(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if (relatesToMedia(field) || field.type === 'richText') return true;
    if (field.type === 'tabs') return field.tabs.some((tab) => canShowPictures(tab.fields));
    if (field.type === 'blocks') {
      return (field.blocks ?? []).some((block) => canShowPictures(block.fields));
    }
    return 'fields' in field && Array.isArray(field.fields) && canShowPictures(field.fields);
  });
}

type Label = string | Record<string, string> | undefined | unknown;

const inLanguage = (label: Label, language: string, fallback: string): string => {
  if (typeof label === 'string') return label;
  // The staff-language labels are functions of the request's language (staffLanguage/index.mts).
  if (typeof label === 'function') {
    const word = (label as (args: { i18n: { language: string } }) => unknown)({
      i18n: { language },
    });
    return typeof word === 'string' ? word : fallback;
  }
  if (isObject(label)) {
    const words = label as Record<string, unknown>;
    const word = words[language] ?? words.en;
    if (typeof word === 'string') return word;
  }
  return fallback;
};

const titleOf = (value: unknown, fallback: string): string => {
  if (typeof value === 'string' && value.trim()) return value;
  if (isObject(value)) {
    const text = Object.values(value).find((v) => typeof v === 'string' && v.trim());
    if (typeof text === 'string') return text;
  }
  return fallback;
};

/**
 * The documents and globals that show the media document `id`, published or not (a published
 * document with a newer draft counts by its published version, the one visitors see).
 */
export async function placesOfUse(
  payload: Payload,
  id: string | number,
  options: { language: string; req?: Partial<PayloadRequest> },
): Promise<PlaceOfUse[]> {
  const media = String(id);
  const places: PlaceOfUse[] = [];
  for (const collection of payload.config.collections) {
    if (collection.slug === 'media' || !canShowPictures(collection.fields)) continue;
    const drafts = Boolean(collection.versions && collection.versions.drafts);
    const { docs } = await payload.find({
      collection: collection.slug as CollectionSlug,
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      ...(options.req ? { req: { ...options.req } } : {}),
    });
    for (const doc of docs as Record<string, unknown>[]) {
      if (!fieldsShow(collection.fields, doc, media)) continue;
      const titleField = collection.admin?.useAsTitle ?? 'id';
      places.push({
        adminPath: `collections/${collection.slug}/${String(doc.id)}`,
        kind: inLanguage(collection.labels?.singular, options.language, collection.slug),
        title: titleOf(doc[titleField], String(doc.id)),
        published: !drafts || doc._status === 'published',
      });
    }
  }
  for (const global of payload.config.globals) {
    if (!canShowPictures(global.fields)) continue;
    const doc = (await payload.findGlobal({
      slug: global.slug as GlobalSlug,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      ...(options.req ? { req: { ...options.req } } : {}),
    })) as Record<string, unknown>;
    if (!fieldsShow(global.fields, doc, media)) continue;
    const drafts = Boolean(global.versions && global.versions.drafts);
    const label = inLanguage(global.label, options.language, global.slug);
    places.push({
      adminPath: `globals/${global.slug}`,
      kind: label,
      title: label,
      published: !drafts || doc._status === 'published',
    });
  }
  return places;
}
