/**
 * Letters that Unicode does not decompose into a base letter and a mark: đ is not d with a stroke
 * mark but a letter of its own, written "dj" in Croatian, Bosnian and Slovenian addresses.
 */
const ownLetters: Record<string, string> = {
  đ: 'dj',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  ı: 'i',
};

/**
 * What a slug may hold, said on the field as staff type and when a save is refused; no colon, where
 * the admin's toast would cut it.
 */
export const slugShapeMessage =
  'An address holds lowercase letters a-z and digits and single hyphens only (no spaces and no č ć ž š đ), e.g. novo-skladiste-u-splitu.';

/** Long enough for a headline's words, short enough for an address people read and share. */
export const slugMaxLength = 80;

/**
 * The address part a title reads as: lower case, č ć ž š đ and other accented letters written in
 * plain Latin ("Novo skladište u Đakovu" → "novo-skladiste-u-djakovu"), words joined by single
 * hyphens, none at either end. Apostrophes join ("Medivia's" → "medivias"); anything else that is not
 * a letter or digit separates words. Cut at a word's end within `slugMaxLength`. It matches
 * `slugPattern`, or is empty when the title has no letter or digit.
 */
export function slugFromTitle(title: string): string {
  const plain = title
    .toLowerCase()
    .replace(/[đßæœøłı]/g, (letter) => ownLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’ʼ`]/g, '');
  const words = plain.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > slugMaxLength) return slug || word.slice(0, slugMaxLength);
    slug = next;
  }
  return slug;
}
