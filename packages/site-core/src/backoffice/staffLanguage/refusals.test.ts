/** @jest-environment node */
import type { PayloadRequest, SanitizedConfig } from 'payload';
import { limitBulkDeletes } from '../api/bulkDeletes.mts';
import { knownLocation, onePageOneDepartment } from '../collections/departments/hooks.mts';
import { picturesNeedAltText } from '../pictures/index.mts';
import { redirects } from '../redirects/index.mts';
import { slugShapeMessage } from '../slugs/slugFromTitle';
import { refuseWeakPassword } from '../users/passwordChecks.mts';
import { charactersWord } from './counts.mts';
import { refusalsIn, requestLanguage, sentencesSaid } from './refusals.mts';
import { screenWords } from './screens.mts';

// Payload's error classes, as the hooks load them (its ESM runtime is not loaded under jest).
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
  class ValidationError extends Error {
    readonly data: unknown;
    constructor({ errors }: { errors: unknown[] }) {
      super('The following field is invalid');
      this.data = { errors };
    }
  }
  return { APIError, ValidationError };
});

/** A request of a staff member whose admin speaks `language`, over a database answering `found`. */
const staffRequest = (language: string | undefined, found: Record<string, unknown> = {}) =>
  ({
    i18n: language ? { language } : undefined,
    locale: 'hr',
    payload: {
      config: { custom: { marketLocales: ['hr', 'en'] }, localization: false },
      findByID: async () => found.findByID ?? null,
      find: async () => ({ docs: found.find ?? [] }),
    },
  }) as unknown as PayloadRequest;

/** The message a hook refuses with (a field's, or the error's own). */
async function refusalOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    const { data, message } = error as Error & { data?: { errors?: { message: string }[] } };
    return data?.errors?.[0]?.message ?? message;
  }
  throw new Error('not refused');
}

describe('counts in a staff language', () => {
  it.each([
    [1, 'znak'],
    [2, 'znaka'],
    [4, 'znaka'],
    [5, 'znakova'],
    [11, 'znakova'],
    [21, 'znak'],
    [22, 'znaka'],
    [60, 'znakova'],
  ])('Croatian: %i %s', (count, word) => {
    expect(charactersWord('hr', count)).toBe(word);
  });

  it.each([
    [1, 'znak'],
    [2, 'znaka'],
    [3, 'znaki'],
    [4, 'znaki'],
    [5, 'znakov'],
    [101, 'znak'],
    [102, 'znaka'],
    [160, 'znakov'],
  ])('Slovenian: %i %s', (count, word) => {
    expect(charactersWord('sl', count)).toBe(word);
  });

  it('the length counter under a title speaks the admin’s language', () => {
    expect(screenWords('hr').lengthCount(12, 100, false)).toBe('12 / 100 znakova.');
    expect(screenWords('hr').lengthCount(3, 62, true)).toBe('3 / 62 znaka (preporučeno).');
    expect(screenWords('sl').lengthCount(12, 60, true)).toBe('12 / 60 znakov (priporočeno).');
    expect(screenWords('sl').lengthCount(1, 102, false)).toBe('1 / 102 znaka.');
    expect(screenWords('en').lengthCount(12, 60, true)).toBe('12 / 60 characters recommended.');
  });
});

describe('refusals in the staff’s language', () => {
  it('every sentence without values has its Croatian and Slovenian', () => {
    for (const english of sentencesSaid) {
      expect([english, refusalsIn('hr').say(english)]).not.toEqual([english, english]);
      expect([english, refusalsIn('sl').say(english)]).not.toEqual([english, english]);
    }
  });

  it('English staff, scripts and the API without a language read the English as before', () => {
    for (const language of ['en', undefined, 'de']) {
      const refusals = refusalsIn(language);
      expect(refusals.say(slugShapeMessage)).toBe(slugShapeMessage);
      expect(refusals.slugTaken('article', 'novo-skladiste')).toBe(
        'Another article in this language has the address "novo-skladiste": choose another slug.',
      );
    }
  });

  it('a taken slug, in Croatian and Slovenian, with the noun’s gender', () => {
    expect(refusalsIn('hr').slugTaken('article', 'novo-skladiste')).toBe(
      'Drugi članak na ovom jeziku već ima adresu „novo-skladiste”: odaberite drugu adresu.',
    );
    expect(refusalsIn('hr').slugTaken('category', 'dogadanja')).toMatch(/^Druga kategorija /);
    expect(refusalsIn('sl').slugTaken('article', 'novo-skladisce')).toBe(
      'Drug članek v tem jeziku že ima naslov »novo-skladisce«: izberite drug naslov URL.',
    );
  });

  it('an overlong title names the limit in the language’s plural', () => {
    expect(refusalsIn('hr').titleTooLong(100, 104)).toBe(
      'Naslov smije imati najviše 100 znakova (ima ih 104).',
    );
    expect(refusalsIn('sl').titleTooLong(102, 110)).toBe(
      'Naslov ima lahko največ 102 znaka (ima jih 110).',
    );
  });

  it('a picture without alt text: the hook says it in the staff member’s language', async () => {
    const hook = picturesNeedAltText({ hero: 'hero', body: 'body' });
    const media = { filename: 'skladiste.jpg', alt: { hr: 'Skladište', en: '' } };
    const said = (language?: string) =>
      refusalOf(() =>
        hook({
          data: { hero: 7 },
          req: staffRequest(language, { findByID: media }),
        } as never),
      );
    await expect(said('hr')).resolves.toBe(
      'Slika „skladiste.jpg” nema alternativni tekst na engleskom jeziku. Otvorite sliku iz ovog polja, pod „Jezik alternativnog teksta” odaberite jezik, upišite ga i spremite.',
    );
    await expect(said('sl')).resolves.toMatch(
      /^Slika »skladiste\.jpg« nima nadomestnega besedila v angleščini\./,
    );
    await expect(said(undefined)).resolves.toBe(
      'The picture “skladiste.jpg” has no alt text in English. Open the picture from this field, choose the language under “Language of the alt text”, write it and save.',
    );
  });

  it('a department at an unknown location, and a page’s contact taken: said in Slovenian', async () => {
    await expect(
      refusalOf(() =>
        knownLocation({ data: { location: 9 }, req: staffRequest('sl'), context: {} } as never),
      ),
    ).resolves.toBe(
      'Lokacija: take lokacije ni. Izberite eno iz Podjetje › Lokacije ali pustite prazno.',
    );
    await expect(
      refusalOf(() =>
        onePageOneDepartment({
          data: { contactFor: ['contact'], offered: true },
          req: staffRequest('hr', { find: [{ key: 'sales', contactFor: ['contact'] }] }),
          context: {},
        } as never),
      ),
    ).resolves.toBe(
      'Stranica Kontakt već ima svoj kontakt u odjelu „sales”. Najprije ga uklonite ondje.',
    );
  });

  it('a redirect without a path: said on the field in Croatian', async () => {
    const [check] = redirects().hooks!.beforeValidate!;
    await expect(
      refusalOf(() =>
        check!({
          data: { from: 'stari naslov', to: '/kontakt' },
          req: staffRequest('hr'),
        } as never),
      ),
    ).resolves.toMatch(/^Upišite staru adresu kao putanju ovih stranica/);
  });

  it('a weak password: said under the field in Slovenian', async () => {
    await expect(
      refusalOf(() =>
        refuseWeakPassword({
          data: { password: 'kratko', email: 'ana@example.si' },
          req: staffRequest('sl'),
        } as never),
      ),
    ).resolves.toBe('Prekratko: geslo potrebuje vsaj 12 znakov.');
  });

  it('a bulk delete over the limit: said in the language of the admin’s cookie', async () => {
    const response = await limitBulkDeletes(async () => 23)(
      new Request('http://127.0.0.1/admin/api/news?where[id][exists]=true', {
        method: 'DELETE',
        headers: { cookie: 'payload-token=x; payload-lng=hr' },
      }),
      { api: 'rest', path: ['news'], config: {} as SanitizedConfig },
      async () => Response.json({}),
    );
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(400);
    expect(body.message).toMatch(/^Ovo bi odjednom izbrisalo 23 dokumenta; /);
  });

  it('reads the staff member’s language from the cookie first, then the browser’s', () => {
    expect(requestLanguage(new Headers({ cookie: 'a=1; payload-lng=sl' }))).toBe('sl');
    expect(requestLanguage(new Headers({ 'accept-language': 'hr-HR,hr;q=0.9' }))).toBe('hr');
    expect(requestLanguage(new Headers())).toBeUndefined();
  });
});
