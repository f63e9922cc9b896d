// @ts-check
// Plain JavaScript: the page cache handler (src/next/hashedPageCache.mjs) applies this to every cached
// HTML page, after scriptsAfterPaint and before it hashes the page's inline scripts.
//
// Why: V8 holds a string at one byte per character only while every character is Latin-1. A page in
// Croatian, Slovenian or Bosnian (č, ć, ž, š, đ), or any page with a typographic dash, is held at two
// bytes per character. `next start` answers a prerendered page from that string on every request: it
// measures it (Content-Length) and writes it to the socket, and both encode it to UTF-8, which for a
// two-byte string of 128 kB costs about seven times what it costs for an ASCII one (180 against 27 µs
// on the benchmark machine). Written with character references in markup and \u escapes in scripts
// and styles, each page is plain ASCII: the browser builds the same document from it, and the server
// sends it at the cost of a bare Next.js page of the same size.

import { Buffer } from 'node:buffer';

const NON_ASCII = /[\u{80}-\u{10ffff}]/gu;
/** Script and style elements: their text is not markup, so a character reference would stay literal there. */
const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;
/** A non-ASCII code unit and the backslashes before it (a JavaScript escape of its own: "\č" is "č"). */
const SCRIPT_CHARACTER = /(\\*)([\u0080-\uffff])/g;

const hex = (code, width) => code.toString(16).padStart(width, '0');

/** Markup: a numeric character reference per code point. */
const escapeMarkup = (text) =>
  text.replace(NON_ASCII, (character) => `&#${character.codePointAt(0)};`);

/**
 * JavaScript and JSON: a \u escape per UTF-16 code unit, the same string value inside literals,
 * templates, regular expressions and comments. An odd run of backslashes already escapes the
 * character, so one of them gives way to the \u escape.
 */
const escapeScript = (text) =>
  text.replace(SCRIPT_CHARACTER, (_, slashes, unit) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${hex(unit.charCodeAt(0), 4)}`;
  });

/** CSS: a hex escape per code point, ended by the space CSS allows after one. */
const escapeStyle = (text) =>
  text.replace(NON_ASCII, (character) => `\\${hex(character.codePointAt(0), 6)} `);

/**
 * The page as plain ASCII, held by V8 at one byte per character. A page that is ASCII already comes
 * back as it was.
 *
 * @param {string} html
 * @returns {string}
 */
export function asciiHtml(html) {
  if (!/[\u0080-\uffff]/.test(html)) return html;
  let result = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, name, body, close] = match;
    const start = match.index;
    const escapeBody = name.toLowerCase() === 'style' ? escapeStyle : escapeScript;
    result += escapeMarkup(html.slice(last, start)) + escapeMarkup(open) + escapeBody(body) + close;
    last = start + whole.length;
  }
  result += escapeMarkup(html.slice(last));
  // The escaped text is ASCII, but a string built from a two-byte one stays two-byte in V8; a
  // round trip through a buffer gives the one-byte string the server writes fast.
  return Buffer.from(result, 'latin1').toString('latin1');
}
