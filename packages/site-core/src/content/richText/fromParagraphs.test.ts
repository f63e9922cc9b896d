/** @jest-environment node */
import { blocksToRichText, paragraphsToRichText } from './fromParagraphs';
import type { SerializedParagraphNode } from '../../schema/lexical';
import { richTextBlocks, richTextParagraphs, richTextPlain } from './plainText';

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
    expect(paragraph).toMatchObject({ type: 'paragraph' });
    expect((paragraph as SerializedParagraphNode).children).toEqual([
      text('Two'),
      { type: 'linebreak', version: 1 },
      text('lines'),
    ]);
    expect(paragraphsToRichText(['']).root.children[0]).toMatchObject({ children: [] });
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

describe('blocksToRichText', () => {
  const blocks = [
    { type: 'paragraph' as const, text: 'Za osjetljivu kožu.' },
    { type: 'list' as const, items: ['Krema', 'Losion'] },
    { type: 'list' as const, items: ['Prijavite kvar', 'Dobijete broj naloga'], ordered: true },
    { type: 'note' as const, tone: 'warning' as const, text: 'U hitnom slučaju nazovite 112.' },
    { type: 'quote' as const, text: 'Kvaliteta je navika.' },
  ];

  it('gives the same prose blocks back: lists stay lists, a note stays a note of its tone', () => {
    expect(richTextBlocks(blocksToRichText(blocks))).toEqual(blocks);
  });

  it("stores a list as the editor does and a note as the editor's Note block", () => {
    const [, bullets, numbered, note] = blocksToRichText(blocks).root.children;
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' });
    expect(numbered).toMatchObject({ type: 'list', listType: 'number', tag: 'ol', start: 1 });
    expect(note).toMatchObject({
      type: 'block',
      fields: { blockType: 'note', tone: 'warning', text: 'U hitnom slučaju nazovite 112.' },
    });
    // The same note gets the same block id, so seeding twice writes the same value.
    expect(blocksToRichText(blocks).root.children[3]).toEqual(note);
  });

  it("puts a note's text in the plain text (search) and skips a block of another kind", () => {
    const doc = blocksToRichText(blocks);
    expect(richTextPlain(doc)).toContain('U hitnom slučaju nazovite 112.');
    const other = { root: { children: [{ type: 'block', fields: { blockType: 'banner' } }] } };
    expect(richTextBlocks(other)).toEqual([]);
    expect(richTextPlain(other)).toBe('');
  });
});
