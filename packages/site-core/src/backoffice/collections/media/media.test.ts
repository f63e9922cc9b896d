/** @jest-environment node */
import type { Field, PayloadRequest } from 'payload';
import { picturesNeedAltText } from '../../pictures/index.mts';
import { fileTypeProblem, mediaTypeOf } from './fileType.mts';
import { takeAltTexts, uploadsCheckedByContent, writeAltTexts } from './hooks.mts';
import { canShowPictures, fieldsShow, placesOfUse } from './usage.mts';
import { mediaWordsIn } from './words.mts';

// Payload's error class, as the hooks load it (its ESM runtime is not loaded under jest).
jest.mock('payload', () => {
  class APIError extends Error {
    constructor(
      message: string,
      readonly status = 500,
      readonly data?: unknown,
    ) {
      super(message);
    }
  }
  return { APIError };
});

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );
const pngStart = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const pdfStart = bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj');

/** The message a hook refuses with (a field's, or the error's own), and the field's path. */
async function refusalOf(
  run: () => unknown,
): Promise<{ message: string; path?: string; status?: number }> {
  try {
    await run();
  } catch (error) {
    const { data, message, status } = error as Error & {
      status?: number;
      data?: { errors?: { message: string; path: string }[] };
    };
    const first = data?.errors?.[0];
    return { message: first?.message ?? message, path: first?.path, status };
  }
  throw new Error('not refused');
}

describe('an upload’s type, read from its content', () => {
  it('knows each type the library takes by its first bytes', () => {
    expect(mediaTypeOf(pngStart)).toBe('image/png');
    expect(mediaTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(mediaTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(mediaTypeOf(pdfStart)).toBe('application/pdf');
    expect(mediaTypeOf(bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="x">'))).toBe(
      'image/svg+xml',
    );
    expect(mediaTypeOf(bytes('PK', 3, 4))).toBeUndefined();
  });

  it('refuses a PDF named .png, and a file of no type the library takes, whatever its name', () => {
    expect(fileTypeProblem('skladiste.png', pdfStart)).toEqual({
      kind: 'misnamed',
      name: 'skladiste.png',
      actual: 'application/pdf',
    });
    expect(fileTypeProblem('ponuda.docx.jpg', bytes('PK', 3, 4))).toEqual({
      kind: 'unknown',
      name: 'ponuda.docx.jpg',
    });
    expect(fileTypeProblem('Skladiste.PNG', pngStart)).toBeUndefined();
    expect(fileTypeProblem('cjenik.pdf', pdfStart)).toBeUndefined();
  });

  it('the media collection refuses it before storing, on the file field, in the staff’s language', async () => {
    const req = {
      i18n: { language: 'hr' },
      file: { name: 'skladiste.png', data: Buffer.from(pdfStart), mimetype: 'image/png', size: 30 },
    } as unknown as PayloadRequest;
    const refusal = await refusalOf(() =>
      uploadsCheckedByContent({ args: {}, operation: 'create', req } as never),
    );
    expect(refusal).toEqual({
      message:
        '„skladiste.png” je zapravo dokument PDF, bez obzira na ime. Učitajte pravu sliku ili datoteci dajte ime prema onome što jest.',
      path: 'file',
      status: 400,
    });
  });
});

describe('alt text in the other languages, sent with the save', () => {
  const request = () =>
    ({
      locale: 'hr',
      context: {} as Record<string, unknown>,
      file: { name: 'x.png' },
      payload: {
        config: { custom: { marketLocales: ['hr', 'en'] }, localization: false },
        update: jest.fn(async () => ({})),
      },
    }) as unknown as PayloadRequest & { payload: { update: jest.Mock } };

  it('is written in each of the market’s other languages once the picture is saved, without its file again', async () => {
    const req = request();
    const data = {
      alt: 'Skladište',
      altTexts: { en: ' Warehouse ', hr: 'ignored', sl: 'not ours' },
    };
    const kept = takeAltTexts({ data, req } as never) as Record<string, unknown>;
    expect(kept).toEqual({ alt: 'Skladište' });
    await writeAltTexts({ doc: { id: 8 }, req } as never);
    expect(req.payload.update).toHaveBeenCalledTimes(1);
    const [call] = req.payload.update.mock.calls[0] as [
      { req: { file?: unknown } } & Record<string, unknown>,
    ];
    expect(call).toMatchObject({
      collection: 'media',
      id: 8,
      locale: 'en',
      data: { alt: 'Warehouse' },
    });
    expect(call.req.file).toBeUndefined();
  });

  it('writes nothing when only the language being saved was typed', async () => {
    const req = request();
    takeAltTexts({ data: { alt: 'Skladište', altTexts: { en: '  ' } }, req } as never);
    await writeAltTexts({ doc: { id: 8 }, req } as never);
    expect(req.payload.update).not.toHaveBeenCalled();
  });
});

describe('a draft with a picture, and its publish', () => {
  const hook = picturesNeedAltText({ hero: 'hero' });
  const staff = (media: Record<string, unknown>) =>
    ({
      i18n: { language: 'sl' },
      locale: 'sl',
      payload: {
        config: { custom: { marketLocales: ['sl', 'en'] }, localization: false },
        findByID: async () => media,
      },
    }) as unknown as PayloadRequest;
  const slovenianOnly = {
    filename: 'skladisce.png',
    mimeType: 'image/png',
    alt: { sl: 'Skladišče' },
  };

  it('a draft saves with the default language’s alt text alone', async () => {
    const data = { hero: 8, _status: 'draft' };
    await expect(hook({ data, req: staff(slovenianOnly) } as never)).resolves.toBe(data);
  });

  it('publishing names the missing language on the photo field', async () => {
    const refusal = await refusalOf(() =>
      hook({ data: { hero: 8, _status: 'published' }, req: staff(slovenianOnly) } as never),
    );
    expect(refusal.path).toBe('hero');
    expect(refusal.message).toMatch(
      /^Slika »skladisce\.png« nima nadomestnega besedila v angleščini\./,
    );
  });

  it('a publish that sends only its status is checked with the stored photo', async () => {
    const refusal = await refusalOf(() =>
      hook({
        data: { _status: 'published' },
        originalDoc: { id: 3, hero: 8, _status: 'draft' },
        req: staff(slovenianOnly),
      } as never),
    );
    expect(refusal.path).toBe('hero');
  });

  it('a PDF as the photo is refused saying what it is, not “invalid selections: 8,”', async () => {
    const pdf = {
      filename: 'cjenik.png',
      mimeType: 'application/pdf',
      alt: { sl: 'Cenik', en: 'Prices' },
    };
    const refusal = await refusalOf(() =>
      hook({ data: { hero: 8, _status: 'draft' }, req: staff(pdf) } as never),
    );
    expect(refusal).toMatchObject({
      path: 'hero',
      message:
        '»cjenik.png« je dokument PDF in ne fotografija. Izberite fotografijo PNG, JPEG ali WebP.',
    });
  });
});

describe('where a picture is used', () => {
  const fields: Field[] = [
    { name: 'title', type: 'text', localized: true },
    { name: 'hero', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'meta',
      type: 'group',
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', localized: true }],
    },
    { name: 'order', type: 'number' },
  ];
  const body = (id: number) => ({
    root: { type: 'root', children: [{ type: 'upload', relationTo: 'media', value: id }] },
  });

  it('finds it as a photo, in one language’s text and as a localized sharing picture, and not by a number elsewhere', () => {
    expect(fieldsShow(fields, { hero: 8 }, '8')).toBe(true);
    expect(fieldsShow(fields, { hero: { id: 8 } }, '8')).toBe(true);
    expect(fieldsShow(fields, { body: { hr: body(3), en: body(8) } }, '8')).toBe(true);
    expect(fieldsShow(fields, { meta: { image: { hr: null, en: 8 } } }, '8')).toBe(true);
    expect(fieldsShow(fields, { hero: 9, order: 8, body: { hr: body(9) } }, '8')).toBe(false);
  });

  it('names the pages by their labels in the staff’s language', async () => {
    const payload = {
      config: {
        collections: [
          {
            slug: 'news',
            fields,
            versions: { drafts: true },
            admin: { useAsTitle: 'title' },
            labels: {
              singular: ({ i18n }: { i18n: { language: string } }) =>
                ({ sl: 'Novica', hr: 'Novost' })[i18n.language] ?? 'Article',
            },
          },
        ],
        globals: [],
      },
      find: async () => ({
        docs: [
          { id: 3, title: { sl: 'Novo skladišče' }, hero: 8, _status: 'published' },
          { id: 4, title: { sl: 'Osnutek' }, hero: 9, _status: 'draft' },
        ],
      }),
    } as never;
    await expect(placesOfUse(payload, 8, { language: 'sl' })).resolves.toEqual([
      { adminPath: 'collections/news/3', kind: 'Novica', title: 'Novo skladišče', published: true },
    ]);
  });

  it('reads only collections that can show a picture', () => {
    expect(canShowPictures(fields)).toBe(true);
    expect(canShowPictures([{ name: 'email', type: 'email' }])).toBe(false);
  });

  it('a refusal to delete names the published pages in the staff’s language', () => {
    expect(
      mediaWordsIn('sl').stillShown('skladisce.png', [{ kind: 'Novica', title: 'Novo skladišče' }]),
    ).toBe(
      '»skladisce.png« ni mogoče izbrisati: prikazujejo jo objavljene strani (Novica »Novo skladišče«). Najprej tam izberite drugo sliko.',
    );
  });
});
