import type { Field } from 'payload';
import { news } from '../collections/news/config.mts';
import { neededTexts, translationStatus } from './status.mts';

const articleFields = news(() => '/preview').fields;

describe('translation status', () => {
  const rules = neededTexts(articleFields);

  it('counts the texts an article page needs, not the optional ones', () => {
    const paths = rules.map((rule) => rule.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'slug', 'summary']));
    expect(paths).not.toContain('body');
    expect(paths).not.toContain('meta.title');
  });

  describe('given an article written in Croatian only', () => {
    const doc = {
      title: { hr: 'Novo skladište' },
      slug: { hr: 'novo-skladiste' },
      summary: { hr: 'Otvorili smo novo skladište.', en: '' },
      body: { en: { root: { children: [] } } },
    };

    it('is complete in Croatian and says what English lacks', () => {
      expect(translationStatus(rules, doc, ['hr', 'en'])).toEqual([
        { locale: 'hr', complete: true, missing: [] },
        { locale: 'en', complete: false, missing: ['Title', 'Slug', 'Summary'] },
      ]);
    });
  });

  describe('when the English title, slug and summary are written', () => {
    it('is complete in both languages', () => {
      const doc = {
        title: { hr: 'Novo skladište', en: 'New warehouse' },
        slug: { hr: 'novo-skladiste', en: 'new-warehouse' },
        summary: { hr: 'Otvorili smo novo skladište.', en: 'We opened a new warehouse.' },
      };
      expect(translationStatus(rules, doc, ['hr', 'en']).map((s) => s.complete)).toEqual([
        true,
        true,
      ]);
    });
  });

  describe('given a list whose rows need a text', () => {
    const fields: Field[] = [
      {
        name: 'facts',
        type: 'array',
        localized: true,
        required: true,
        minRows: 1,
        fields: [{ name: 'label', type: 'text', required: true }],
      },
    ];

    it('a language with no rows is missing the list', () => {
      const status = translationStatus(
        neededTexts(fields),
        { facts: { sl: [{ label: 'Leto' }] } },
        ['sl', 'en'],
      );
      expect(status).toEqual([
        { locale: 'sl', complete: true, missing: [] },
        { locale: 'en', complete: false, missing: ['Facts'] },
      ]);
    });
  });

  it('a document not read is complete in no language', () => {
    expect(translationStatus(rules, undefined, ['hr', 'en']).some((s) => s.complete)).toBe(false);
  });
});
