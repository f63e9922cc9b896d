import type { Block } from 'payload';

/**
 * A remark set apart from the prose, informative or a warning (e.g. "in an emergency call 112"): the
 * one block the pages' editor adds to Lexical's defaults (backoffice/config.mts builds that editor).
 * It sits beside what renders it: `RichText.tsx` reads it back into a prose note (`richTextBlocks`),
 * which `Prose.tsx` draws; `fromParagraphs.ts` writes the seed's notes in its stored form
 * (`SerializedNoteBlockNode`, schema/lexical.ts). Plain data, tested as such.
 */
export const noteBlock: Block = {
  slug: 'note',
  interfaceName: 'NoteBlock',
  labels: { singular: 'Note', plural: 'Notes' },
  fields: [
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: [
        { label: 'Information', value: 'info' },
        { label: 'Warning', value: 'warning' },
      ],
    },
    { name: 'text', type: 'textarea', required: true },
  ],
};
