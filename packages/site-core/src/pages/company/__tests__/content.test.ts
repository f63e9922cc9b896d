import { z } from 'zod';
import { locales } from '../../../i18n/locales';
import { aboutModules } from '../../../seed/about';
import { careersModules } from '../../../seed/careers';
import { documentsModules } from '../../../content/company/documents';
import { legalCopy } from '../../../seed/legal';
import { contentFile, fillCopy, localizedContent, seedFile } from '../../../content/company/load';
import { companyPlaceholders } from '../../../content/company/placeholders';
import {
  aboutCopySchema,
  careersCopySchema,
  documentsCopySchema,
  legalCopySchema,
} from '../../../schema/company';
import { createTestMarket } from '../../../testing/testMarket';

const fixtureMarket = createTestMarket();

const modules: { folder: string; schema: z.ZodType; data: Record<string, unknown> }[] = [
  { folder: 'about', schema: aboutCopySchema, data: aboutModules },
  { folder: 'careers', schema: careersCopySchema, data: careersModules },
  { folder: 'documents', schema: documentsCopySchema, data: documentsModules },
  ...Object.values(legalCopy).map(({ folder, modules: data }) => ({
    folder,
    schema: legalCopySchema,
    data,
  })),
];

const cases = modules.flatMap((module) =>
  locales.map((locale) => ({
    ...module,
    locale,
    file: (module.folder === 'documents' ? contentFile : seedFile)(module.folder, locale),
  })),
);

describe('company content modules', () => {
  it.each(cases)('$file parses with its schema', ({ schema, data, locale, file }) => {
    const result = schema.safeParse(data[locale]);
    // The module's file name leads the failure message, so a broken module is found at once.
    expect(result.success ? 'valid' : `${file}: ${z.prettifyError(result.error)}`).toBe('valid');
  });

  it.each(cases)('$file only uses placeholders the market provides', ({ data, locale, file }) => {
    expect(() =>
      fillCopy(data[locale], companyPlaceholders({ market: fixtureMarket, locale }), file),
    ).not.toThrow();
  });

  it('names the file when a locale is missing or a field is broken', () => {
    expect(() =>
      localizedContent('about', aboutCopySchema, { ...aboutModules, sl: undefined } as never),
    ).toThrow('site-core/src/seed/about/sl.ts: missing');
    expect(() =>
      localizedContent('careers', careersCopySchema, {
        ...careersModules,
        bs: { ...careersModules.bs, offer: [] },
      }),
    ).toThrow(/seed\/careers\/bs\.ts: .*offer/s);
  });

  it('fills a placeholder the market lacks with an error naming the source', () => {
    expect(() => fillCopy({ text: 'Write to {dpoEmail}' }, {}, 'legal/privacy/en.ts')).toThrow(
      'legal/privacy/en.ts: no value for {dpoEmail}',
    );
  });
});
