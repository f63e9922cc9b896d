// Run: pnpm --filter @medivia/site-core test (node:test under tsx: jest cannot load Payload's ESM config).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CollectionConfig, GlobalConfig, SanitizedConfig } from 'payload';
import type { Locale } from '../../src/i18n/locales';
import { createBackOfficeConfig } from '../../src/backoffice/config.mts';
import { staffWords } from '../../src/backoffice/staffLanguage/words.mts';

/*
 * Every word the back office shows its staff has its Croatian and Slovenian: the whole config of each
 * market, as Payload receives it, is searched for a label, help text, choice, tab or group still a
 * plain English string. A field added without its words fails here, naming where it is.
 */

const markets: { market: string; locales: [Locale, ...Locale[]] }[] = [
  { market: 'cro', locales: ['hr', 'en'] },
  { market: 'slo', locales: ['sl', 'en'] },
  { market: 'bih', locales: ['bs', 'en'] },
];

async function configOf(market: (typeof markets)[number]): Promise<SanitizedConfig> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-language-'));
  return createBackOfficeConfig(
    { ...market, appName: 'Medivia' },
    {
      dataDir,
      secret: 'staff-language-test',
      secureCookies: false,
      importMapFile: path.join(dataDir, 'importMap.ts'),
      migrationsDir: path.join(dataDir, 'migrations'),
    },
  );
}

type Node = Record<string, unknown>;
const isHidden = (field: Node) =>
  field.hidden === true || (field.admin as Node | undefined)?.hidden === true;

/** Plain strings staff would read, with where each is. */
function untranslated(config: SanitizedConfig): string[] {
  const found: string[] = [];
  const check = (value: unknown, where: string) => {
    if (typeof value === 'string' && value.trim()) found.push(`${where}: "${value}"`);
  };
  const fields = (list: Node[] | undefined, where: string) => {
    for (const field of list ?? []) {
      if (isHidden(field) || field.type === 'ui') continue;
      const here = `${where}.${String(field.name ?? field.type)}`;
      check(field.label, `${here} label`);
      check((field.admin as Node | undefined)?.description, `${here} help`);
      for (const option of (field.options as Node[] | undefined) ?? [])
        if (typeof option === 'object') check(option.label, `${here} choice`);
      const labels = field.labels as Node | undefined;
      check(labels?.singular, `${here} row`);
      check(labels?.plural, `${here} rows`);
      fields(field.fields as Node[] | undefined, here);
      for (const tab of (field.tabs as Node[] | undefined) ?? []) {
        check(tab.label, `${here} tab`);
        fields(tab.fields as Node[], here);
      }
      for (const block of (field.blocks as Node[] | undefined) ?? []) {
        const blockLabels = block.labels as Node | undefined;
        check(blockLabels?.singular, `${here} block`);
        fields(block.fields as Node[], here);
      }
    }
  };
  const ours = (slug: string) => !slug.startsWith('payload-');
  for (const collection of config.collections as unknown as (CollectionConfig & Node)[]) {
    if (!ours(collection.slug)) continue;
    check(collection.labels?.singular, `${collection.slug} name`);
    check(collection.labels?.plural, `${collection.slug} name`);
    check(collection.admin?.group, `${collection.slug} group`);
    check(collection.admin?.description, `${collection.slug} help`);
    fields(collection.fields as unknown as Node[], collection.slug);
  }
  for (const global of config.globals as unknown as (GlobalConfig & Node)[]) {
    check(global.label, `${global.slug} name`);
    check(global.admin?.group, `${global.slug} group`);
    check(global.admin?.description, `${global.slug} help`);
    fields(global.fields as unknown as Node[], global.slug);
  }
  return found;
}

describe("the admin in the staff's language", () => {
  for (const market of markets) {
    it(`${market.market}: every label, help text and choice has its Croatian and Slovenian`, async () => {
      assert.deepEqual(untranslated(await configOf(market)), []);
    });
  }

  it('names choices by words, not by the codes the field files use', async () => {
    const config = await configOf(markets[0]!);
    const news = config.collections.find((collection) => collection.slug === 'news')!;
    const seeAlso = news.fields.find((field) => 'name' in field && field.name === 'seeAlso') as {
      options: { value: string; label: Record<string, string> }[];
    };
    const medicinalProducts = seeAlso.options.find(({ value }) => value === 'medicinalProducts')!;
    assert.deepEqual(medicinalProducts.label, {
      en: 'Medicinal products',
      hr: 'Lijekovi',
      sl: 'Zdravila',
    });
  });

  it("speaks the market's language, with English to pick, and writes dates the local way", async () => {
    const [cro, slo, bih] = await Promise.all(markets.map(configOf));
    assert.deepEqual(Object.keys(cro!.i18n.supportedLanguages), ['hr', 'en']);
    assert.deepEqual(Object.keys(slo!.i18n.supportedLanguages), ['sl', 'en']);
    // Payload has no Bosnian: Croatian is the closest it ships.
    assert.deepEqual(Object.keys(bih!.i18n.supportedLanguages), ['hr', 'en']);
    assert.equal(cro!.admin.dateFormat, 'd. M. yyyy. HH:mm');
  });

  it('keeps no translation nobody uses', async () => {
    const used = new Set<string>();
    for (const market of markets) {
      const config = await configOf(market);
      JSON.stringify([config.collections, config.globals], (_key, value: unknown) => {
        if (value && typeof value === 'object' && 'en' in value && 'hr' in value && 'sl' in value)
          for (const [english, word] of Object.entries(staffWords))
            if ((word.en ?? english) === (value as { en: string }).en) used.add(english);
        return value;
      });
    }
    assert.deepEqual(
      Object.keys(staffWords).filter((english) => !used.has(english)),
      [],
    );
  });
});
