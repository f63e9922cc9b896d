/*
 * The escapes for the markup site-core writes as text: the HTML of mails and of the form pages
 * answered without scripts, the consent dialog's texts, the news feed and the E2B(R3) file. One
 * place, so a value typed by a visitor or staff is never markup wherever it lands.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A value for HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * Characters XML 1.0 cannot carry at all (control characters, unpaired surrogates, U+FFFE/FFFF): a
 * pasted text can hold them, and one would make the whole file unreadable to the receiver.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** XML character data: what XML cannot carry is dropped, markup is escaped. */
export function escapeXmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** An XML attribute value also keeps its quotes and line breaks (a parser would fold a raw newline). */
export function escapeXmlAttribute(value: string): string {
  return escapeXmlText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}
