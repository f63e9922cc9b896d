import type {
  CollectionBeforeValidateHook,
  CollectionConfig,
  Field,
  FieldHook,
  GlobalBeforeValidateHook,
  GlobalConfig,
  PayloadRequest,
  Validate,
} from 'payload';
import type { Locale } from '../../i18n/locales';
import { marketLocalesOf } from '../marketLocales.mts';
import { apiError } from '../apiError.mts';
import {
  ROWS,
  isEmptyValue,
  languageNames,
  localeProblems,
  localizedFieldRules,
  occurrenceProblem,
  type LocalizedFieldRule,
} from './rules.mts';
import { adminLanguageFrom } from '../staffLanguage/counts.mts';

export * from './rules.mts';

/**
 * The Payload side of per-locale safety (rules.mts): each in-scope collection and global refuses a
 * save that leaves a language without a text its pages need (a hook, so the API's 400 names the
 * field and the language), and each localized field says the same on itself in the admin (its
 * validation, which the admin runs as staff type and before it saves).
 */

type Doc = Record<string, unknown>;

/** The market's locales, the default first, as the back office is configured. */
const marketLocales = (req: PayloadRequest): Locale[] => marketLocalesOf(req.payload.config);

/** Where the stored document (every language) is read from. */
type StoredDoc =
  | { kind: 'global'; slug: string }
  | { kind: 'collection'; slug: string; id: number | string | undefined; drafts: boolean };

const reads = new WeakMap<object, Map<string, Promise<Doc | undefined>>>();

/**
 * The document as stored, every language (its newest draft where it has drafts), once per request.
 * Read through a copy of the request (in its transaction): the Local API sets the request's locale
 * to the one it reads in, and the save being checked goes on in its own.
 */
function readStored(req: PayloadRequest, where: StoredDoc): Promise<Doc | undefined> {
  if (where.kind === 'collection' && (where.id === undefined || where.id === null))
    return Promise.resolve(undefined);
  const key = where.kind === 'global' ? `g:${where.slug}` : `c:${where.slug}:${where.id}`;
  let memo = reads.get(req);
  if (!memo) reads.set(req, (memo = new Map()));
  const known = memo.get(key);
  if (known) return known;
  // Its own fields only (its transaction, user, context): the Request's getters need the original.
  const copy = { ...req } as PayloadRequest;
  const read = (
    where.kind === 'global'
      ? req.payload.findGlobal({
          slug: where.slug as never,
          locale: 'all',
          depth: 0,
          overrideAccess: true,
          req: copy,
        })
      : req.payload.findByID({
          collection: where.slug as never,
          id: where.id!,
          locale: 'all',
          depth: 0,
          draft: where.drafts,
          overrideAccess: true,
          disableErrors: true,
          req: copy,
        })
  ).then(
    (doc) => (doc ?? undefined) as Doc | undefined,
    () => undefined,
  );
  memo.set(key, read);
  return read;
}

const savedLocale = (req: PayloadRequest, locales: readonly Locale[]) =>
  typeof req.locale === 'string' && (locales as readonly string[]).includes(req.locale)
    ? req.locale
    : undefined;

async function refuseMissingLanguages(
  rules: readonly LocalizedFieldRule[],
  data: Doc | undefined,
  req: PayloadRequest,
  where: StoredDoc,
  context: Record<string, unknown>,
) {
  // The seed writes a new document one language after the other.
  if (context.seeding) return;
  // A draft shows on no page: staff write a new department or location one language after the
  // other as a draft, and publishing it checks every language.
  if (data?._status === 'draft') return;
  const locales = marketLocales(req);
  const locale = savedLocale(req, locales);
  if (!locale || locales.length < 2) return;
  const stored = await readStored(req, where);
  const problems = localeProblems(
    rules,
    data ?? {},
    stored ?? {},
    locale,
    locales,
    adminLanguageFrom(req.i18n?.language),
  );
  if (problems.length) throw await apiError(problems.map((problem) => problem.message).join(' '));
}

/**
 * The field's own check in the saved language, then its rule over the other languages: the admin
 * shows the message on the field itself.
 */
function everyLanguageValidate(
  field: Field & { name: string },
  rule: LocalizedFieldRule,
  where: (options: { id?: number | string; collectionSlug?: string }) => StoredDoc,
): Validate {
  const own = (field as { validate?: Validate }).validate;
  return async (value, options) => {
    // Payload's own check of the type (required, rows, length), which a field's validate replaces;
    // loaded here, not at the top, so the configs are tested as data without Payload's runtime.
    const builtIn = own
      ? undefined
      : ((await import('payload/shared')).validations as unknown as Record<string, Validate>)[
          field.type
        ];
    const first = own
      ? await own(value, options)
      : builtIn
        ? await builtIn(value, { ...field, ...options } as never)
        : true;
    // An emptied required text: the language's name says more than "This field is required".
    if (first !== true && !isEmptyValue(value)) return first;
    const { req, siblingData, context } = options as typeof options & {
      context?: Record<string, unknown>;
    };
    if (context?.seeding || req.context?.seeding) return true;
    const locales = marketLocales(req);
    const locale = savedLocale(req, locales);
    if (!locale || locales.length < 2) return true;
    const stored = await readStored(
      req,
      where(options as { id?: number | string; collectionSlug?: string }),
    );
    const values = storedValuesOf(rule, stored, (siblingData as Doc | undefined)?.id);
    values[locale] = value;
    const problem = occurrenceProblem(
      { rule, rows: rowStepsOf(rule, stored, siblingData as Doc | undefined), values },
      locales,
      locale,
      adminLanguageFrom(req.i18n?.language),
    );
    return problem ? problem.message : first;
  };
}

const isObject = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored node a rule's field sits in: the document, a group, or the row with this id. */
function storedParent(rule: LocalizedFieldRule, stored: Doc | undefined, rowId: unknown) {
  let node: unknown = stored;
  let row: Doc | undefined;
  let index = -1;
  for (let i = 0; i < rule.path.length - 1; i += 1) {
    const segment = rule.path[i]!;
    if (segment === ROWS) {
      const rows = Array.isArray(node) ? (node as Doc[]) : [];
      index = rows.findIndex((candidate) => candidate?.id === rowId);
      row = rows[index];
      node = row;
    } else node = isObject(node) ? node[segment] : undefined;
  }
  return { node: isObject(node) ? node : undefined, row, index };
}

function storedValuesOf(rule: LocalizedFieldRule, stored: Doc | undefined, rowId: unknown) {
  const { node } = storedParent(rule, stored, rowId);
  const values = node?.[rule.path[rule.path.length - 1]!];
  return (isObject(values) ? { ...values } : {}) as Partial<Record<string, unknown>>;
}

function rowStepsOf(rule: LocalizedFieldRule, stored: Doc | undefined, sibling: Doc | undefined) {
  if (!rule.path.includes(ROWS)) return [];
  const { row, index } = storedParent(rule, stored, sibling?.id);
  const name = [sibling?.key, sibling?.name, sibling?.city, row?.key, row?.name, row?.city].find(
    (value): value is string => typeof value === 'string' && !isEmptyValue(value),
  );
  return [{ index: index < 0 ? 0 : index, ...(name ? { name } : {}) }];
}

/** The validations that check a field over every language (tests find them on each field). */
export const everyLanguageChecks = new WeakSet<Validate>();

/** The hooks that refuse a save leaving a language without a text. */
export const everyLanguageHooks = new WeakSet<object>();

/**
 * A field that may wait for its translation says so under itself: which language's text the others
 * show meanwhile (the launch checklist lists each such text).
 */
function withFallbackNote(
  admin: Record<string, unknown> | undefined,
  rule: LocalizedFieldRule,
  defaultLocale: Locale | undefined,
) {
  if (rule.rule !== 'defaultFirst' || !defaultLocale) return admin;
  const own = admin?.description;
  if (own !== undefined && typeof own !== 'string') return admin;
  const name = languageNames[defaultLocale];
  const note = `Write it in ${name} first: a language left empty shows the ${name} text until it has its own (listed on the dashboard).`;
  return { ...admin, description: own ? `${own} ${note}` : note };
}

/**
 * A group saved as null (a REST save emptying it) reads as an empty group: Payload 3.90 walks into a
 * null group's fields and fails with a 500 before any check could name what is missing.
 */
const emptyGroupForNull: FieldHook = ({ value }) => (value === null ? {} : value);

const groupHooks = (hooks: { beforeValidate?: FieldHook[] } | undefined) => ({
  ...hooks,
  beforeValidate: [emptyGroupForNull, ...(hooks?.beforeValidate ?? [])],
});

/** The fields with each localized one checked over every language (rules in `rules`, same order). */
function withFieldChecks(
  fields: readonly Field[],
  rules: LocalizedFieldRule[],
  where: (options: { id?: number | string; collectionSlug?: string }) => StoredDoc,
  defaultLocale: Locale | undefined,
): Field[] {
  return fields.map((field): Field => {
    if ('name' in field && 'localized' in field && field.localized) {
      const rule = rules.shift();
      if (!rule) return field;
      const validate = everyLanguageValidate(field as Field & { name: string }, rule, where);
      everyLanguageChecks.add(validate);
      return {
        ...field,
        validate,
        admin: withFallbackNote(field.admin, rule, defaultLocale),
        ...(field.type === 'group' ? { hooks: groupHooks(field.hooks) } : {}),
      } as Field;
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({
          ...tab,
          fields: withFieldChecks(tab.fields, rules, where, defaultLocale),
        })),
      };
    if (
      field.type === 'row' ||
      field.type === 'collapsible' ||
      field.type === 'group' ||
      field.type === 'array'
    )
      return {
        ...field,
        fields: withFieldChecks(field.fields, rules, where, defaultLocale),
      } as Field;
    return field;
  });
}

/** A global whose every localized field is safe in every language. */
export function globalInEveryLanguage(config: GlobalConfig, defaultLocale?: Locale): GlobalConfig {
  const rules = localizedFieldRules(config.fields);
  const where = (): StoredDoc => ({ kind: 'global', slug: config.slug });
  const hook: GlobalBeforeValidateHook = async ({ data, req, context }) => {
    await refuseMissingLanguages(rules, data as Doc | undefined, req, where(), context);
    return data;
  };
  everyLanguageHooks.add(hook);
  return {
    ...config,
    fields: withFieldChecks(config.fields, [...rules], where, defaultLocale),
    // First: a missing language is named before any check of what the text says.
    hooks: { ...config.hooks, beforeValidate: [hook, ...(config.hooks?.beforeValidate ?? [])] },
  };
}

/** A collection of fixed documents whose every localized field is safe in every language. */
export function collectionInEveryLanguage(
  config: CollectionConfig,
  defaultLocale?: Locale,
): CollectionConfig {
  const rules = localizedFieldRules(config.fields);
  const drafts = Boolean(
    config.versions && typeof config.versions === 'object' && config.versions.drafts,
  );
  const where = (id: number | string | undefined): StoredDoc => ({
    kind: 'collection',
    slug: config.slug,
    id,
    drafts,
  });
  const hook: CollectionBeforeValidateHook = async ({ data, req, context, originalDoc }) => {
    const id = (originalDoc as { id?: number | string } | undefined)?.id;
    await refuseMissingLanguages(rules, data as Doc | undefined, req, where(id), context);
    return data;
  };
  everyLanguageHooks.add(hook);
  return {
    ...config,
    fields: withFieldChecks(
      config.fields,
      [...rules],
      (options) => where(options.id),
      defaultLocale,
    ),
    // First: a missing language is named before any check of what the text says.
    hooks: { ...config.hooks, beforeValidate: [hook, ...(config.hooks?.beforeValidate ?? [])] },
  };
}
