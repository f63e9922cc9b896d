import type { Graph, Thing, WithContext } from 'schema-dts';

export type StructuredData = WithContext<Thing> | Graph;

/**
 * JSON for a <script> element: `<`, `>` and `&` become \u escapes so no text from content or
 * config can close the element (`</script>`) or open a comment, and U+2028/2029 cannot end a
 * line inside a string. JSON parsers read the escapes back unchanged.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A schema.org data block. Browsers never execute type="application/ld+json", so the CSP
 * script-src does not govern it; a build step that hashes inline scripts must skip these blocks
 * (their content changes with every page).
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
