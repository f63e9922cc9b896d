import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { coreCatalogues, featureMessages } from './catalogue';
import { locales } from './locales';

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date
    )
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      Object.values(element.options).forEach((option) => argumentsOf(option.value, into));
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

describe.each(locales.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const english = coreCatalogues.en;
  const translated = coreCatalogues[locale];

  it('has exactly the ids of the English catalogue', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps the placeholders of each English message', () => {
    for (const [id, message] of Object.entries(english)) {
      const expected = [...argumentsOf(parse(message))].sort();
      expect({ id, args: [...argumentsOf(parse(translated[id] ?? ''))].sort() }).toEqual({
        id,
        args: expected,
      });
    }
  });

  it('is translated, not copied from English, where the texts are sentences', () => {
    const copied = Object.keys(english).filter(
      (id) => english[id]!.split(' ').length > 3 && translated[id] === english[id],
    );
    expect(copied).toEqual([]);
  });
});

describe("a client island's messages", () => {
  it("hold the feature's own texts but not the texts of the mails written on the server", () => {
    const contact = featureMessages(coreCatalogues.hr, 'contact.');
    expect(contact['contact.error.messageRequired']).toBe(
      coreCatalogues.hr['contact.error.messageRequired'],
    );
    expect(Object.keys(contact).every((id) => id.startsWith('contact.'))).toBe(true);
    expect(Object.keys(contact).filter((id) => id.startsWith('contact.mail.'))).toEqual([]);
    expect(Object.keys(coreCatalogues.hr).some((id) => id.startsWith('contact.mail.'))).toBe(true);
  });
});
