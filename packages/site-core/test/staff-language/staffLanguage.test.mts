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

/** What staff read in one config: the texts still plain English strings, and the English worded. */
function wordsOf(config: SanitizedConfig) {
  const untranslated: string[] = [];
  const worded = new Set<string>();
  const check = (value: unknown, where: string) => {
    if (typeof value === 'string' && value.trim()) untranslated.push(`${where}: "${value}"`);
    else if (typeof value === 'function')
      worded.add(
        String((value as (args: unknown) => unknown)({ i18n: { language: 'en' }, t: String })),
      );
    else if (value && typeof value === 'object' && 'en' in value)
      worded.add(String((value as { en: unknown }).en));
  };
  const fields = (list: Node[] | undefined, where: string) => {
    for (const field of list ?? []) {
      if (isHidden(field) || field.type === 'ui') continue;
      const here = `${where}.${String(field.name ?? field.type)}`;
      check(field.label, `${here} label`);
      check((field.admin as Node | undefined)?.description, `${here} help`);
      // The help a Description component of ours shows (the length counters' fields).
      const description = ((field.admin as Node | undefined)?.components as Node | undefined)
        ?.Description as Node | undefined;
      check((description?.clientProps as Node | undefined)?.description, `${here} counter help`);
      for (const option of (field.options as Node[] | undefined) ?? [])
        if (typeof option === 'object') check(option.label, `${here} choice`);
      const labels = field.labels as Node | undefined;
      check(labels?.singular, `${here} row`);
      check(labels?.plural, `${here} rows`);
      fields(field.fields as Node[] | undefined, here);
      for (const tab of (field.tabs as Node[] | undefined) ?? []) {
        check(tab.label, `${here} tab`);
        check(tab.description, `${here} tab help`);
        fields(tab.fields as Node[], here);
      }
      for (const block of (field.blocks as Node[] | undefined) ?? []) {
        const blockLabels = block.labels as Node | undefined;
        check(blockLabels?.singular, `${here} block`);
        check(blockLabels?.plural, `${here} blocks`);
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
  return { untranslated, worded };
}

describe("the admin in the staff's language", () => {
  for (const market of markets) {
    it(`${market.market}: every label, help text and choice has its Croatian and Slovenian`, async () => {
      assert.deepEqual(wordsOf(await configOf(market)).untranslated, []);
    });
  }

  it('names choices by words, not by the codes the field files use', async () => {
    const config = await configOf(markets[0]!);
    const news = config.collections.find((collection) => collection.slug === 'news')!;
    const seeAlso = news.fields.find((field) => 'name' in field && field.name === 'seeAlso') as {
      options: { value: string; label: (args: unknown) => string }[];
    };
    const medicinalProducts = seeAlso.options.find(({ value }) => value === 'medicinalProducts')!;
    const inLanguage = (language: string) => medicinalProducts.label({ i18n: { language } });
    assert.deepEqual(['en', 'hr', 'sl'].map(inLanguage), [
      'Medicinal products',
      'Lijekovi',
      'Zdravila',
    ]);
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
    for (const market of markets)
      for (const english of wordsOf(await configOf(market)).worded) used.add(english);
    const unused = Object.entries(staffWords)
      // A help text may be worded with the per-language rules' note after it.
      .filter(([english, word]) => {
        const text = word.en ?? english;
        return ![...used].some((shown) => shown === text || shown.startsWith(`${text} `));
      })
      .map(([english]) => english);
    assert.deepEqual(unused, []);
  });
});
