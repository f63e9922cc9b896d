/** @jest-environment node */
import type { Field } from 'payload';
import { companyGlobals } from './companyFacts.mts';
import { areaPages } from './collections/fixedPages/config.mts';
import { labelFields, rowLabelComponent, rowLabelText, withRowLabels } from './rowLabels.mts';

type ArrayField = Field & { type: 'array'; name: string; fields: Field[] };

/** Every array field of a config, nested ones too, by its dotted name. */
function arrays(fields: readonly Field[], prefix = ''): Map<string, ArrayField> {
  const found = new Map<string, ArrayField>();
  for (const field of fields) {
    const name = 'name' in field ? `${prefix}${field.name}` : prefix.replace(/\.$/, '');
    if (field.type === 'array') found.set(name, field as ArrayField);
    if ('fields' in field) {
      const inner = arrays(field.fields, 'name' in field ? `${name}.` : prefix);
      for (const [key, value] of inner) found.set(key, value);
    }
  }
  return found;
}

const labelOf = (field: ArrayField | undefined) =>
  (field?.admin?.components?.RowLabel as { clientProps?: { fields: string[] } } | undefined)
    ?.clientProps?.fields;

describe('list rows in the admin', () => {
  const about = companyGlobals().find((global) => global.slug === 'about-page')!;
  const labelled = arrays(withRowLabels(about.fields));

  it('are named by their own words: a year of the history by its year and title, a value by its title', () => {
    expect(labelOf(labelled.get('history'))).toEqual(['year', 'title']);
    expect(labelOf(labelled.get('values'))).toEqual(['title']);
    expect(labelOf(labelled.get('history.story'))).toEqual(['paragraph']);
    expect(labelled.get('history')?.admin?.components?.RowLabel).toMatchObject({
      path: rowLabelComponent,
    });
  });

  it('name every list of a page the same way, sections by their heading', () => {
    const area = arrays(withRowLabels(areaPages(() => '/preview').fields));
    expect(labelOf(area.get('sections'))).toEqual(['heading']);
    expect(labelOf(area.get('groups.items'))).toEqual(['title']);
  });

  it('read as the row’s words, shortened, or as the admin’s numbered name while empty', () => {
    const props = { fields: ['year', 'title'], fallback: 'History entry' };
    expect(rowLabelText({ year: 2015, title: 'New warehouse in Split' }, props)).toBe(
      '2015 · New warehouse in Split',
    );
    expect(rowLabelText({ year: 2015, title: '' }, props)).toBe('2015');
    expect(rowLabelText({}, props, 2)).toBe('History entry 03');
    expect(rowLabelText(undefined, props)).toBe('History entry 01');
    const long = rowLabelText({ title: 'word '.repeat(40) }, { fields: ['title'], fallback: '' });
    expect(long.length).toBeLessThanOrEqual(70);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keep a list with nothing to name its rows by as it was', () => {
    const plain: Field[] = [
      {
        name: 'files',
        type: 'array',
        fields: [{ name: 'file', type: 'upload', relationTo: 'media' }],
      },
    ];
    expect(labelFields((plain[0] as ArrayField).fields)).toEqual([]);
    expect(withRowLabels(plain)).toEqual(plain);
  });
});
