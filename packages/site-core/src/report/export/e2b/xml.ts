/*
 * A small XML writer: an ICSR is built as a tree of elements and serialised in one place, so every
 * text and attribute a reporter typed is escaped by construction, never by a call someone could
 * forget.
 */

export type XmlAttributes = Record<string, string | number | boolean | undefined>;
export type XmlChild = XmlElement | string | null | undefined | false;

export interface XmlElement {
  name: string;
  attributes: XmlAttributes;
  children: XmlChild[];
}

/** An element; children that are null, undefined, false or '' are left out (absent data). */
export function el(
  name: string,
  attributes: XmlAttributes = {},
  ...children: XmlChild[]
): XmlElement {
  return { name, attributes, children };
}

/**
 * Characters XML 1.0 cannot carry at all (control characters, unpaired surrogates, U+FFFE/FFFF): a
 * pasted text can hold them, and one would make the whole file unreadable to the receiver.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Attribute values also keep their quotes and line breaks (a parser would fold a raw newline). */
export function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function attributesOf(attributes: XmlAttributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

function serialise(element: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const open = `${pad}<${element.name}${attributesOf(element.attributes)}`;
  const children = element.children.filter(
    (child): child is XmlElement | string =>
      child !== null && child !== undefined && child !== false && child !== '',
  );
  if (children.length === 0) {
    out.push(`${open}/>`);
  } else if (children.every((child) => typeof child === 'string')) {
    // Text content is written as is (escaped), without indentation that would change it.
    out.push(
      `${open}>${children.map((text) => escapeText(text as string)).join('')}</${element.name}>`,
    );
  } else {
    out.push(`${open}>`);
    for (const child of children) {
      if (typeof child === 'string') out.push(`${pad}  ${escapeText(child)}`);
      else serialise(child, depth + 1, out);
    }
    out.push(`${pad}</${element.name}>`);
  }
}

/** The document: an XML declaration (UTF-8) and the root element, indented by two spaces. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  serialise(root, 0, out);
  return `${out.join('\n')}\n`;
}
