/**
 * The admin in Bosnian for bih. Payload ships no Bosnian and takes no language code it does not know,
 * so bih's admin keeps Payload's `hr` code with Croatian's words turned into Bosnian ones where the
 * two standards differ in words staff meet every day (sačuvati, obrisati, kreirati, tačno, hiljada,
 * kolekcija); script, grammar and the ijekavian forms are the same.
 */
const bosnianWords: readonly [RegExp, string][] = [
  [/\bNespremljen/g, 'Nesačuvan'],
  [/\bnespremljen/g, 'nesačuvan'],
  [/\bSpremljen/g, 'Sačuvan'],
  [/\bspremljen/g, 'sačuvan'],
  [/\bSpremanj/g, 'Spašavanj'],
  [/\bspremanj/g, 'spašavanj'],
  [/\bSpremi/g, 'Sačuvaj'],
  [/\bspremi(?!šte)/g, 'sačuvaj'],
  [/\bSpremite\b/g, 'Sačuvajte'],
  [/\bspremite\b/g, 'sačuvajte'],
  [/\bIzbriš/g, 'Obriš'],
  [/\bizbriš/g, 'obriš'],
  [/\bIzbris/g, 'Obris'],
  [/\bizbris/g, 'obris'],
  [/\bIzradi\b/g, 'Kreiraj'],
  [/\bizradi\b/g, 'kreiraj'],
  [/\bIzradite\b/g, 'Kreirajte'],
  [/\bizradite\b/g, 'kreirajte'],
  [/\bU izradi\b/g, 'Kreira se'],
  [/\bNetočn/g, 'Netačn'],
  [/\bnetočn/g, 'netačn'],
  [/\bTočn/g, 'Tačn'],
  [/\btočn/g, 'tačn'],
  [/\btisuća\b/g, 'hiljada'],
  [/\bZbirk/g, 'Kolekcij'],
  [/\bzbirk/g, 'kolekcij'],
];

/** A Croatian text of the admin in Bosnian. */
export function bosnianOf(croatian: string): string {
  return bosnianWords.reduce((text, [word, bosnian]) => text.replace(word, bosnian), croatian);
}

type Texts = { [key: string]: string | Texts };

/** Every text of a translation table in Bosnian. */
export function bosnianTexts<T extends Texts>(croatian: T): T {
  return Object.fromEntries(
    Object.entries(croatian).map(([key, value]) => [
      key,
      typeof value === 'string' ? bosnianOf(value) : bosnianTexts(value),
    ]),
  ) as T;
}
