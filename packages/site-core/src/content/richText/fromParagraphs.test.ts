/** @jest-environment node */
import { paragraphsToRichText } from './fromParagraphs';
import { richTextParagraphs, richTextPlain } from './plainText';

const text = (value: string) => ({
  type: 'text',
  text: value,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
});

describe('paragraphsToRichText', () => {
  it('stores paragraphs and "## " subheadings as the Lexical editor serializes them', () => {
    expect(paragraphsToRichText(['## Opening', 'First paragraph.'])).toEqual({
      root: {
        type: 'root',
        children: [
          {
            type: 'heading',
            tag: 'h2',
            children: [text('Opening')],
            direction: 'ltr',
            format: '',
            indent: 0,
            version: 1,
          },
          {
            type: 'paragraph',
            children: [text('First paragraph.')],
            direction: 'ltr',
            format: '',
            indent: 0,
            version: 1,
            textFormat: 0,
            textStyle: '',
          },
        ],
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
      },
    });
  });

  it('turns a newline into a line break node and keeps no empty text node', () => {
    const [paragraph] = paragraphsToRichText(['Two\nlines']).root.children;
    expect(paragraph?.children).toEqual([
      text('Two'),
      { type: 'linebreak', version: 1 },
      text('lines'),
    ]);
    expect(paragraphsToRichText(['']).root.children[0]?.children).toEqual([]);
  });

  it('holds one empty paragraph when there are no paragraphs, as an empty editor does', () => {
    const { children } = paragraphsToRichText([]).root;
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({ type: 'paragraph', children: [] });
  });

  it('round-trips through the old convention and the plain text', () => {
    const body = [
      'Medivia opened a new warehouse.',
      '## What changes',
      'Orders ship the same day.\nPickups stay as they are.',
      '## Contact',
      'Write to us.',
    ];
    const doc = paragraphsToRichText(body);
    expect(richTextParagraphs(doc)).toEqual(body);
    expect(richTextParagraphs(paragraphsToRichText(richTextParagraphs(doc)))).toEqual(body);
    expect(richTextPlain(doc)).toBe(
      'Medivia opened a new warehouse.\n\nWhat changes\n\nOrders ship the same day.\n' +
        'Pickups stay as they are.\n\nContact\n\nWrite to us.',
    );
  });
});
