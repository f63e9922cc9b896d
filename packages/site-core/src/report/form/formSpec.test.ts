/** @jest-environment node */
import { coreCatalogues } from '../../i18n/catalogue';
import { locales } from '../../i18n/locales';
import { emptyHumanReport, emptyVeterinaryReport, reportSteps } from '../schema';
import { formSpec } from './formSpec';

/** Every message id the questions use: titles, legends, labels, hints and option labels. */
const idsOf = (kind: keyof typeof formSpec) =>
  formSpec[kind].flatMap((step) => [
    step.title,
    ...step.sections.flatMap((section) => [
      ...(section.legend ? [section.legend] : []),
      ...section.fields.flatMap((field) => [
        field.label,
        ...(field.hint ? [field.hint] : []),
        ...(field.type === 'choice' ? field.options.map((o) => o.label) : []),
        ...(field.type === 'flags' ? field.flags.map((f) => f.label) : []),
      ]),
    ]),
  ]);

describe.each(['human', 'veterinary'] as const)('the %s questions', (kind) => {
  it('follow the steps of the schema, in order', () => {
    expect(formSpec[kind].map((step) => step.key)).toEqual(reportSteps[kind]);
  });

  it('ask for every field of the schema and nothing else', () => {
    const empty = kind === 'human' ? emptyHumanReport() : emptyVeterinaryReport();
    for (const step of formSpec[kind]) {
      const asked = step.sections.flatMap((section) =>
        section.fields.flatMap((field) =>
          field.type === 'flags' ? field.flags.map((f) => f.value) : [field.name],
        ),
      );
      const fields = Object.keys((empty as unknown as Record<string, object>)[step.key]!);
      expect(asked.sort()).toEqual(fields.sort());
    }
  });

  it.each(locales)('have every text in %s', (locale) => {
    const missing = idsOf(kind).filter((id) => !coreCatalogues[locale][id]);
    expect(missing).toEqual([]);
  });
});
