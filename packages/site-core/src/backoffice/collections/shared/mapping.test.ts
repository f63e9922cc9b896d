import { toImages, type StoredMedia } from './mapping';

/** A photo as the media library stores it, read with locale 'all'. */
const photo = (focalX: number | null, focalY: number | null) =>
  ({
    id: 9,
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    mimeType: 'image/jpeg',
    width: 1600,
    height: 900,
    alt: { hr: 'Skladište', en: 'The warehouse' },
    focalX,
    focalY,
  }) as StoredMedia;

describe('a photo of the media library as pages show it', () => {
  it('keeps the focal point staff set in the image editor, as percent, for pages that crop', () => {
    expect(toImages([photo(20, 75.04)]).get('9')?.focus).toEqual({ x: 20, y: 75 });
    expect(toImages([photo(140, -3)]).get('9')?.focus).toEqual({ x: 100, y: 0 });
  });

  it('has no focal point where staff left it in the middle or set none', () => {
    expect(toImages([photo(50, 50)]).get('9')?.focus).toBeUndefined();
    expect(toImages([photo(null, null)]).get('9')?.focus).toBeUndefined();
  });
});
