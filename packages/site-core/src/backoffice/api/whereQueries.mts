import type { FlattenedField } from 'payload';
import { refusalsIn, requestLanguage } from '../staffLanguage/refusals.mts';
import { refusal } from './refusal.mts';
import type { ApiMiddleware, ApiRequestContext } from './types.mts';

/**
 * A REST `where` the database cannot run is refused (400 `invalid_query`) before Payload builds the
 * query: Payload checks that a path exists and the visitor may read it, not that the operator fits the
 * field or the value its type, so `where[title][near]=1,2`, `where[publishedOn][greater_than]=notadate`,
 * `all` on SQLite or an object where a value belongs failed in the database with a 500. The operators
 * per field type are the admin's filter's (`fieldTypeConditions` of @payloadcms/ui), each value is of
 * the field's type; what the check cannot place (a block's field, a polymorphic relation) is left to
 * Payload.
 */

type Value = unknown;
/** What a query path ends on: a field, or a document's id. */
type Target = Pick<FlattenedField, 'type'> & { hasMany?: boolean; relationTo?: unknown };
export type FieldsOf = (collection: string) => readonly FlattenedField[] | undefined;

const base = ['equals', 'not_equals', 'in', 'not_in', 'exists'];
const comparisons = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'];
const text = [...base, 'like', 'not_like', 'contains'];

/** The operators a field type takes (the admin's filter's, `like` on dates as GraphQL has it). */
const operatorsOf: Record<string, readonly string[]> = {
  checkbox: ['equals', 'not_equals', 'exists'],
  code: text,
  date: [...base, ...comparisons, 'like'],
  email: text,
  json: text,
  number: [...base, ...comparisons],
  point: ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects'],
  radio: base,
  relationship: base,
  richText: text,
  select: base,
  text,
  textarea: text,
  upload: base,
};

const lists = new Set(['in', 'not_in', 'all']);
const isObject = (value: Value) => typeof value === 'object' && value !== null;
const number = /^\s*-?\d+(\.\d+)?\s*$/;

/** The field a dotted path names, through groups, arrays and single relations; undefined when unsure. */
export function targetOf(
  fields: readonly FlattenedField[],
  path: string,
  fieldsOf: FieldsOf,
): Target | undefined {
  const [name, ...rest] = path.split('.');
  if (name === 'id' && rest.length === 0) return { type: 'number' };
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name);
  if (!field) return undefined;
  if (rest.length === 0) return field as Target;
  const nested = (field as { flattenedFields?: readonly FlattenedField[] }).flattenedFields;
  if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && nested)
    return targetOf(nested, rest.join('.'), fieldsOf);
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string'
  ) {
    const related = fieldsOf(field.relationTo);
    return related && targetOf(related, rest.join('.'), fieldsOf);
  }
  return undefined;
}

/** Whether one value fits the field's type (ids are numbers on SQLite and PostgreSQL alike). */
function fits(target: Target, value: Value): boolean {
  if (isObject(value)) return false;
  const written = String(value);
  if (written === 'null') return true;
  switch (target.type) {
    case 'number':
      return number.test(written);
    case 'date':
      return written.trim() !== '' && !Number.isNaN(Date.parse(written));
    case 'checkbox':
      return written === 'true' || written === 'false';
    case 'relationship':
    case 'upload':
      // One collection: its ids are numbers. Several: `{ relationTo, value }`, Payload's to read.
      return typeof target.relationTo !== 'string' || number.test(written);
    default:
      return true;
  }
}

export type WhereProblem = { path: string; operator: string; reason: 'operator' | 'value' };

/** The first condition of `where` the database could not run, if any. */
export function whereProblem(
  where: Value,
  fields: readonly FlattenedField[],
  fieldsOf: FieldsOf,
): WhereProblem | undefined {
  if (!isObject(where)) return undefined;
  for (const [key, condition] of Object.entries(where as Record<string, Value>)) {
    if (key === 'and' || key === 'or') {
      const parts = isObject(condition) ? Object.values(condition as object) : [];
      for (const part of parts) {
        const problem = whereProblem(part, fields, fieldsOf);
        if (problem) return problem;
      }
      continue;
    }
    const target = targetOf(fields, key, fieldsOf);
    if (!target || !isObject(condition)) continue;
    for (const [operator, value] of Object.entries(condition as Record<string, Value>)) {
      const allowed = operatorsOf[target.type];
      if (!allowed) continue;
      const many = target.hasMany === true;
      const nestedContains = operator === 'contains' && many && isObject(value);
      const takes =
        allowed.includes(operator) ||
        (many && (operator === 'all' || operator === 'contains') && target.type !== 'checkbox');
      if (!takes) return { path: key, operator, reason: 'operator' };
      if (nestedContains || operator === 'within' || operator === 'intersects') continue;
      if (operator === 'exists') {
        if (!['true', 'false'].includes(String(value)) || isObject(value))
          return { path: key, operator, reason: 'value' };
        continue;
      }
      if (operator === 'near') {
        const parts = String(value).split(',');
        if (
          isObject(value) ||
          parts.length < 2 ||
          parts.length > 4 ||
          !parts.every((p) => number.test(p))
        )
          return { path: key, operator, reason: 'value' };
        continue;
      }
      const values = lists.has(operator)
        ? Array.isArray(value)
          ? value
          : isObject(value)
            ? [value]
            : String(value).split(',')
        : [value];
      if (Array.isArray(value) && !lists.has(operator))
        return { path: key, operator, reason: 'value' };
      if (!values.every((entry) => fits(target, entry)))
        return { path: key, operator, reason: 'value' };
    }
  }
  return undefined;
}

/** The sentence for staff and scripts, in the request's language. */
export function whereMessage(problem: WhereProblem, language: string | undefined): string {
  const { path, operator, reason } = problem;
  const said = refusalsIn(language).language;
  if (reason === 'operator')
    return said === 'hr'
      ? `Polje „${path}” ne može se filtrirati s „${operator}”.`
      : said === 'sl'
        ? `Polja »${path}« ni mogoče filtrirati z »${operator}«.`
        : `The field “${path}” cannot be filtered with “${operator}”.`;
  return said === 'hr'
    ? `Vrijednost za „${path}” s „${operator}” nije ispravna za to polje.`
    : said === 'sl'
      ? `Vrednost za »${path}« z »${operator}« ni ustrezna za to polje.`
      : `The value for “${path}” with “${operator}” does not fit that field.`;
}

/** Payload's own reading of the query string (qs, as its REST handlers parse it). */
async function parsedWhere(request: Request, context: ApiRequestContext) {
  // Loaded here, not at the top: the API seam and its checks are tested without Payload's runtime.
  const { createPayloadRequest } = await import('payload');
  // The address alone: without the session's headers no sign-in is looked up twice.
  const req = await createPayloadRequest({
    config: context.config,
    request: new Request(request.url),
    canSetHeaders: false,
  });
  return { where: (req.query as { where?: Value }).where, payload: req.payload };
}

/** The check in front of REST reads, counts, bulk changes and bulk deletes of a collection. */
export const whereQueries: ApiMiddleware = async (request, context, next) => {
  if (context.api !== 'rest') return next(request);
  const [slug, second, ...rest] = context.path;
  if (!slug || rest.length > 0 || (second !== undefined && second !== 'count'))
    return next(request);
  if (!new URL(request.url).search.includes('where')) return next(request);
  const config = await context.config;
  const collection = config.collections.find((entry) => entry.slug === slug);
  if (!collection) return next(request);
  const fieldsOf: FieldsOf = (other) =>
    config.collections.find((entry) => entry.slug === other)?.flattenedFields;
  const { where } = await parsedWhere(request, context);
  const problem = whereProblem(where, collection.flattenedFields, fieldsOf);
  if (!problem) return next(request);
  return refusal(400, 'invalid_query', whereMessage(problem, requestLanguage(request.headers)), {
    field: problem.path,
    operator: problem.operator,
  });
};
