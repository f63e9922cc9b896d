/** @jest-environment node */
import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload';
import {
  collectionInMarketLocales,
  foreignLocale,
  globalInMarketLocales,
  marketLocalization,
} from './marketLocales.mts';

// Payload's APIError is an ES module jest cannot load; the refusal's status and words are what count
// here (the running API's answer is checked in back-office.spec.ts's way, against a server).
jest.mock('./apiError.mts', () => ({
  apiError: async (message: string, status: number) =>
    Object.assign(new Error(message), { status }),
}));

const slovenian = ['sl', 'en'] as const;
const request = (fields: Partial<PayloadRequest>) => fields as PayloadRequest;

describe('one schema for every market', () => {
  it('declares every locale of the group to the database, with the market default first', () => {
    const localization = marketLocalization(slovenian);
    expect(localization.locales).toEqual(['hr', 'sl', 'bs', 'en']);
    expect(localization.defaultLocale).toBe('sl');
    expect(localization.fallback).toBe(false);
  });

  it("shows the market's staff only its own locales in the admin", async () => {
    const locales = ['hr', 'sl', 'bs', 'en'].map((code) => ({ code, label: code }));
    const shown = await marketLocalization(slovenian).filterAvailableLocales!({
      locales,
      req: request({}),
    });
    expect(shown.map((locale) => locale.code)).toEqual(['sl', 'en']);
  });
});

describe("another market's locale in the API", () => {
  it('is named as foreign, as a locale or a fallback', () => {
    expect(foreignLocale(slovenian, request({ locale: 'hr' }))).toBe('hr');
    expect(foreignLocale(slovenian, request({ locale: 'xx' }))).toBe('xx');
    expect(foreignLocale(slovenian, request({ locale: 'sl', fallbackLocale: 'bs' }))).toBe('bs');
  });

  it("lets the market's own locales, all of them at once and no fallback through", () => {
    expect(foreignLocale(slovenian, request({ locale: 'sl' }))).toBeUndefined();
    expect(foreignLocale(slovenian, request({ locale: 'all' }))).toBeUndefined();
    expect(
      foreignLocale(slovenian, request({ locale: 'en', fallbackLocale: 'null' })),
    ).toBeUndefined();
    expect(foreignLocale(slovenian, request({}))).toBeUndefined();
  });

  const news = collectionInMarketLocales(slovenian)({
    slug: 'news',
    fields: [],
  } as CollectionConfig);
  const guard = (payloadAPI: PayloadRequest['payloadAPI'], locale: string) =>
    news.hooks!.beforeOperation![0]!({
      args: { where: {} },
      req: request({ payloadAPI, locale }),
    } as never);

  it('is refused with 400 naming the locales the site has, over REST and GraphQL', async () => {
    await expect(guard('REST', 'hr')).rejects.toMatchObject({
      status: 400,
      message: 'This site has no locale "hr": use sl, en, all.',
    });
    await expect(guard('GraphQL', 'bs')).rejects.toMatchObject({ status: 400 });
  });

  it("passes the market's own locale and the server's own reads through unchanged", async () => {
    await expect(guard('REST', 'sl')).resolves.toEqual({ where: {} });
    await expect(guard('local', 'hr')).resolves.toEqual({ where: {} });
  });

  it('guards globals too, before their own hooks', () => {
    const own = jest.fn();
    const company = globalInMarketLocales(slovenian)({
      slug: 'company',
      fields: [],
      hooks: { beforeOperation: [own] },
    } as GlobalConfig);
    expect(company.hooks?.beforeOperation).toHaveLength(2);
    expect(company.hooks?.beforeOperation?.[1]).toBe(own);
  });
});
