/** @jest-environment node */
import { richTextParagraphs, richTextPlain } from './plainText';

const t = (text: string, format = 0) => ({ type: 'text', text, format, version: 1 });
const block = (type: string, children: unknown[], extra: object = {}) => ({
  type,
  children,
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
});
const doc = (...children: unknown[]) => ({ root: block('root', children) });

describe('richTextParagraphs and richTextPlain', () => {
  const document = doc(
    block('heading', [t('Opening hours')], { tag: 'h3' }),
    block('paragraph', [
      t('We are open '),
      t('every day', 1),
      t(', see '),
      block('link', [t('the map')], { fields: { linkType: 'custom', url: 'https://x.test' } }),
      t('.'),
    ]),
    block('paragraph', []),
    block('list', [block('listitem', [t('Zagreb')]), block('listitem', [t('Split')])], {
      listType: 'bullet',
      tag: 'ul',
      start: 1,
    }),
    block(
      'list',
      [
        block('listitem', [t('Call')]),
        block('listitem', [
          block('list', [block('listitem', [t('Nested')])], { listType: 'bullet' }),
        ]),
      ],
      { listType: 'number', tag: 'ol', start: 3 },
    ),
    block('quote', [t('Quoted'), { type: 'linebreak', version: 1 }, t('words')]),
    { type: 'horizontalrule', version: 1 },
  );

  it('gives one paragraph per block, headings as "## ", list items on their own with a marker', () => {
    expect(richTextParagraphs(document)).toEqual([
      '## Opening hours',
      'We are open every day, see the map.',
      '• Zagreb',
      '• Split',
      '3. Call',
      '• Nested',
      'Quoted\nwords',
    ]);
  });

  it('gives all the text, blocks separated by a blank line, without markers', () => {
    expect(richTextPlain(document)).toBe(
      'Opening hours\n\nWe are open every day, see the map.\n\nZagreb\n\nSplit\n\nCall\n\n' +
        'Nested\n\nQuoted\nwords',
    );
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'text'],
    ['an array', []],
    ['no root', {}],
    ['a root without children', { root: { type: 'root' } }],
    ['children that are not a list', { root: { children: 'x' } }],
    ['children that are not nodes', { root: { children: [null, 3, 'x', [t('a')]] } }],
    ['text that is not a string', doc(block('paragraph', [{ type: 'text', text: 42 }]))],
  ])('returns nothing for %s', (_, value) => {
    expect(richTextParagraphs(value)).toEqual([]);
    expect(richTextPlain(value)).toBe('');
  });
});
