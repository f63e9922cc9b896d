import { render, screen } from '@testing-library/react';
import type { PublishedImage } from '../../schema/content';
import type { RichTextDocument } from '../../schema/lexical';
import { pictureIdsIn, withPictures } from './pictures';
import { RichText } from './RichText';

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 });
const paragraph = (value: string) => ({
  type: 'paragraph',
  children: [text(value)],
  direction: null,
  format: '',
  indent: 0,
  version: 1,
});
const upload = (value: unknown, relationTo = 'media') => ({
  type: 'upload',
  relationTo,
  value,
  fields: null,
  version: 3,
});
const doc = (...children: unknown[]) =>
  ({
    root: { type: 'root', children, direction: null, format: '', indent: 0, version: 1 },
  }) as unknown as RichTextDocument;

const warehouse: PublishedImage = {
  src: '/assets/7',
  width: 1600,
  height: 900,
  alt: { hr: 'Novo skladište s kamionima', en: 'The new warehouse with lorries' },
  variants: [
    { src: '/assets/7?key=thumbnail', width: 400 },
    { src: '/assets/7?key=card', width: 800 },
  ],
};
const images = new Map([['7', warehouse]]);

describe('pictures in rich text', () => {
  describe('given a text with a picture stored by id and one read with its document', () => {
    const stored = doc(paragraph('Prije.'), upload(7), upload({ id: 9, filename: 'x.png' }));

    it('names the media documents it shows, once each', () => {
      expect(pictureIdsIn(doc(upload(7), upload(7), upload(3, 'users')))).toEqual(['7']);
      expect(pictureIdsIn(stored)).toEqual(['7', '9']);
    });

    it('resolves each picture in the text’s language and carries no stored document', () => {
      const resolved = withPictures(stored, images, 'en');
      const nodes = resolved.root.children as unknown as Record<string, unknown>[];
      expect(nodes[1]).toEqual({
        type: 'upload',
        relationTo: 'media',
        value: '7',
        picture: {
          src: '/assets/7',
          width: 1600,
          height: 900,
          alt: 'The new warehouse with lorries',
          variants: warehouse.variants,
        },
      });
      // A file the site does not show as a picture (gone, or a PDF) stays unresolved.
      expect(nodes[2]).toEqual({ type: 'upload', relationTo: 'media', value: '9' });
    });
  });

  describe('when the page renders the text', () => {
    it('shows the picture with its alt text, its box and its copies', () => {
      render(
        <RichText
          document={withPictures(doc(paragraph('Prije.'), upload(7)), images, 'hr')}
          pictureSizes="42rem"
        />,
      );
      const picture = screen.getByRole('img', { name: 'Novo skladište s kamionima' });
      expect(picture.closest('figure')).not.toBeNull();
      expect(picture).toHaveAttribute('width', '1600');
      expect(picture).toHaveAttribute('height', '900');
      expect(picture).toHaveAttribute(
        'srcset',
        '/assets/7?key=thumbnail 400w, /assets/7?key=card 800w, /assets/7 1600w',
      );
      expect(picture).toHaveAttribute('sizes', '42rem');
    });

    it('shows nothing for a picture it could not resolve', () => {
      const { container } = render(<RichText document={doc(upload(5))} />);
      expect(container.innerHTML).toBe('');
    });
  });
});
