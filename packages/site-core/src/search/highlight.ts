import { foldText } from './normalize';

/** A run of text, marked when it is a word that matched the query. */
export interface TextSegment {
  text: string;
  hit: boolean;
}

// Splitting with a capturing group keeps the words at the odd indices and what lies between them at the even ones.
const WORDS = /([\p{L}\p{N}]+)/u;

const isHit = (word: string, matched: ReadonlySet<string>) => matched.has(foldText(word));

/** The text cut into plain and matched runs, the words exactly as written (diacritics and case kept). */
export function highlight(text: string, matched: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  text.split(WORDS).forEach((part, index) => {
    if (!part) return;
    const hit = index % 2 === 1 && isHit(part, matched);
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += part;
    else segments.push({ text: part, hit });
  });
  return segments;
}

/** Cuts `text` to about `size` characters at word boundaries, around `at`, with ellipses where it was cut. */
function window(text: string, at: number, size: number): string {
  if (text.length <= size) return text;
  let start = Math.max(0, Math.min(at - Math.floor(size / 3), text.length - size));
  let end = Math.min(text.length, start + size);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/**
 * The passage of a page that shows why it matched: around the first matched word of the first paragraph
 * that has one, or the start of `fallback` when only the title matched.
 */
export function snippet(
  paragraphs: readonly string[],
  matched: ReadonlySet<string>,
  fallback: string,
  size = 180,
): string {
  for (const paragraph of paragraphs) {
    const parts = paragraph.split(WORDS);
    let offset = 0;
    for (let index = 0; index < parts.length; index++) {
      if (index % 2 === 1 && isHit(parts[index]!, matched)) return window(paragraph, offset, size);
      offset += parts[index]!.length;
    }
  }
  return window(fallback, 0, size);
}
