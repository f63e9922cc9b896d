/** @jest-environment node */
import type { FlattenedField } from 'payload';
import { targetOf, whereMessage, whereProblem, type FieldsOf } from './whereQueries.mts';

// A collection shaped as the news: the field types a visitor can filter on.
const field = (name: string, type: string, more: object = {}) =>
  ({ name, type, ...more }) as unknown as FlattenedField;
const categories = [field('name', 'text'), field('slug', 'text')];
const news = [
  field('title', 'text'),
  field('publishedOn', 'date'),
  field('kind', 'select'),
  field('seeAlso', 'select', { hasMany: true }),
  field('closed', 'checkbox'),
  field('category', 'relationship', { relationTo: 'news-categories' }),
  field('related', 'relationship', { relationTo: 'news', hasMany: true }),
  field('body', 'richText'),
  field('event', 'group', { flattenedFields: [field('start', 'text')] }),
  field('mark', 'group', { flattenedFields: [field('hue', 'number')] }),
];
const fieldsOf: FieldsOf = (slug) => (slug === 'news-categories' ? categories : undefined);
const problem = (where: unknown) => whereProblem(where, news, fieldsOf);

describe('whereProblem (GET /admin/api/<collection>?where=…)', () => {
  it('passes what the admin and the site ask', () => {
    for (const where of [
      { title: { like: 'skladište' } },
      { publishedOn: { greater_than: '2026-01-01T00:00:00.000Z' } },
      { id: { in: '1,2,3' } },
      { id: { not_in: ['4', '5'] } },
      { kind: { equals: 'event' } },
      { closed: { equals: 'false' } },
      { category: { equals: '3' } },
      { 'category.slug': { equals: 'vijesti' } },
      { 'event.start': { like: '2027' } },
      { 'mark.hue': { greater_than: '10' } },
      { seeAlso: { all: 'about,departments' } },
      { deletedAt: { exists: 'true' } },
      { or: [{ title: { like: 'a' } }, { and: [{ _status: { equals: 'published' } }] }] },
    ]) {
      expect(problem(where)).toBeUndefined();
    }
  });

  it('refuses an operator its field does not take (before: 500 from the database)', () => {
    expect(problem({ title: { near: '1,2' } })).toEqual({
      path: 'title',
      operator: 'near',
      reason: 'operator',
    });
    for (const where of [
      { title: { all: 'a' } },
      { publishedOn: { within: '1,2' } },
      { category: { like: 'x' } },
      { id: { intersects: '1' } },
      { closed: { in: 'true' } },
      { body: { all: 'x' } },
      { or: [{ title: { like: 'a' } }, { kind: { near: '1,2' } }] },
    ]) {
      expect(problem(where)).toMatchObject({ reason: 'operator' });
    }
  });

  it('refuses a value not of its field’s type (before: 500 from the database)', () => {
    expect(problem({ publishedOn: { greater_than: 'notadate' } })).toEqual({
      path: 'publishedOn',
      operator: 'greater_than',
      reason: 'value',
    });
    for (const where of [
      { publishedOn: { equals: '' } },
      { id: { in: 'notanumber' } },
      { id: { in: '' } },
      { category: { equals: '1,2' } },
      { 'mark.hue': { less_than: 'ten' } },
      { closed: { equals: 'yes' } },
      { title: { equals: { type: 'Polygon' } } },
      { title: { equals: ['a', 'b'] } },
      { closed: { exists: 'maybe' } },
    ]) {
      expect(problem(where)).toMatchObject({ reason: 'value' });
    }
  });

  it('leaves to Payload what it cannot place (unknown paths answer Payload’s own 400)', () => {
    expect(problem({ nothing: { near: 'x' } })).toBeUndefined();
    expect(targetOf(news, 'category.nothing', fieldsOf)).toBeUndefined();
    expect(problem('not an object')).toBeUndefined();
  });

  it('says what is wrong in the staff member’s language', () => {
    const wrong = { path: 'title', operator: 'near', reason: 'operator' } as const;
    expect(whereMessage(wrong, 'en')).toBe('The field “title” cannot be filtered with “near”.');
    expect(whereMessage(wrong, 'hr')).toBe('Polje „title” ne može se filtrirati s „near”.');
    expect(whereMessage({ ...wrong, reason: 'value' }, 'sl')).toContain('ni ustrezna');
  });
});
