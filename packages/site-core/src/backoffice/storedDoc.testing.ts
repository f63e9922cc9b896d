import type { CollectionConfig, Field, GlobalConfig } from 'payload';
import type { Locale } from '../i18n/locales';
import type { Doc } from './publishedContent';

// Test support: the stored shape of a global or document, built from its own field config.

/** The dotted paths (array indices left out) of a global's localized fields, from its config. */
function localizedPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => localizedPaths(tab.fields, prefix));
    if (field.type === 'row' || field.type === 'collapsible')
      return localizedPaths(field.fields, prefix);
    if (!('name' in field)) return [];
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if ('localized' in field && field.localized) return [path];
    if (field.type === 'group' || field.type === 'array') return localizedPaths(field.fields, path);
    return [];
  });
}

/**
 * What the Local API answers with locale 'all' after the seed wrote each locale: the global's or
 * document's
 * localized fields become an object per locale; the others are as written.
 */
export function storedAllLocales(
  global: Pick<GlobalConfig | CollectionConfig, 'fields'>,
  perLocale: Partial<Record<Locale, Doc>>,
): Doc {
  const localized = new Set(localizedPaths(global.fields));
  const locales = Object.keys(perLocale) as Locale[];
  const merge = (values: unknown[], path: string): unknown => {
    if (localized.has(path)) return Object.fromEntries(locales.map((l, i) => [l, values[i]]));
    const [first] = values;
    if (Array.isArray(first))
      return first.map((_, i) =>
        merge(
          values.map((v) => (v as unknown[])[i]),
          path,
        ),
      );
    if (first && typeof first === 'object') {
      return Object.fromEntries(
        Object.keys(first).map((key) => [
          key,
          merge(
            values.map((v) => (v as Doc)[key]),
            path ? `${path}.${key}` : key,
          ),
        ]),
      );
    }
    return first;
  };
  return {
    ...(merge(
      locales.map((l) => perLocale[l]),
      '',
    ) as Doc),
    updatedAt: '2026-11-26T08:00:00.000Z',
  };
}
