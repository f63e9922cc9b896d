/*
 * A small XML writer: an ICSR is built as a tree of elements and serialised in one place, so every
 * text and attribute a reporter typed is escaped by construction, never by a call someone could
 * forget.
 */

import { escapeXmlAttribute, escapeXmlText } from '../../../platform/markup';

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

function attributesOf(attributes: XmlAttributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(String(value))}"`)
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
      `${open}>${children.map((text) => escapeXmlText(text as string)).join('')}</${element.name}>`,
    );
  } else {
    out.push(`${open}>`);
    for (const child of children) {
      if (typeof child === 'string') out.push(`${pad}  ${escapeXmlText(child)}`);
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
