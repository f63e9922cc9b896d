import { readBounds } from './bounds.mts';
import { refusal } from './refusal.mts';
import { isSignedIn } from './session.mts';
import type { ApiMiddleware } from './types.mts';

type Bounds = { depth: number; limit: number };

/** The three parameters that size an answer, as Payload will read them. */
interface Sizing {
  depth?: number;
  limit?: number;
  /** `pagination=false`: no page at all unless `limit` sets one. */
  unpaginated: boolean;
}

type Problem = { parameter: string; message: string };

const watched = ['depth', 'limit', 'pagination'] as const;
const wholeNumber = /^[0-9]{1,6}$/;

/** The parameter name Payload's query parser (qs) files a key under: `depth[]` and `[depth]` are `depth`. */
function rootName(key: string): string {
  if (key.startsWith('[')) {
    const end = key.indexOf(']');
    return end > 0 ? key.slice(1, end) : key;
  }
  const bracket = key.indexOf('[');
  return bracket > 0 ? key.slice(0, bracket) : key;
}

/**
 * Reads depth, limit and pagination the strict way: each at most once, by its plain name, a whole
 * decimal number (`true`/`false` for pagination). Payload is more lenient (`depth[]=10`, `0x10`), and
 * what it would read differently from us is refused rather than guessed.
 */
export function readSizing(query: URLSearchParams): Sizing | Problem {
  const seen = new Map<string, string>();
  for (const [key, value] of query) {
    const name = rootName(key);
    if (!(watched as readonly string[]).includes(name)) continue;
    if (key !== name || seen.has(name)) {
      return { parameter: name, message: `Give ${name} once, as ?${name}=<value>.` };
    }
    seen.set(name, value);
  }
  const sizing: Sizing = { unpaginated: false };
  for (const name of ['depth', 'limit'] as const) {
    const value = seen.get(name);
    if (value === undefined) continue;
    if (!wholeNumber.test(value)) {
      return { parameter: name, message: `${name} must be a whole number.` };
    }
    sizing[name] = Number(value);
  }
  const pagination = seen.get('pagination');
  if (pagination !== undefined && pagination !== 'true' && pagination !== 'false') {
    return { parameter: 'pagination', message: 'pagination must be true or false.' };
  }
  sizing.unpaginated = pagination === 'false';
  return sizing;
}

/** What is over the bounds, if anything. Writes are sized by depth alone (`limit` there picks documents). */
export function overBounds(sizing: Sizing, bounds: Bounds, read: boolean): Problem | undefined {
  if (sizing.depth !== undefined && sizing.depth > bounds.depth) {
    return { parameter: 'depth', message: `depth may be at most ${bounds.depth}.` };
  }
  if (!read) return undefined;
  if (sizing.limit === 0 || (sizing.unpaginated && sizing.limit === undefined)) {
    return {
      parameter: 'limit',
      message: `Ask for a page of at most ${bounds.limit} documents, not all of them.`,
    };
  }
  if (sizing.limit !== undefined && sizing.limit > bounds.limit) {
    return { parameter: 'limit', message: `limit may be at most ${bounds.limit}.` };
  }
  return undefined;
}

const methodOverride = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET');

/** What Payload reads of a JSON read-by-POST into the query string. */
type OverrideBody = { locale?: unknown; fallbackLocale?: unknown; depth?: unknown };

/**
 * The query Payload will parse: the URL's, and for a read sent as a POST (the admin's relationship
 * fields send long `where` lists so) the body appended the way Payload appends it.
 */
async function effectiveQuery(request: Request): Promise<URLSearchParams> {
  if (!methodOverride(request)) return new URL(request.url).searchParams;
  const type = request.headers.get('content-type');
  if (type === 'application/x-www-form-urlencoded') {
    return new URL(`${request.url}?${await request.clone().text()}`).searchParams;
  }
  if (type === 'application/json') {
    let data: OverrideBody | null = null;
    try {
      data = (await request.clone().json()) as OverrideBody | null;
    } catch {
      // Payload answers an unreadable body itself.
    }
    let url = request.url;
    if (data?.locale) url += `?locale=${String(data.locale)}`;
    if (data?.fallbackLocale) url += `&fallbackLocale=${String(data.depth)}`;
    return new URL(url).searchParams;
  }
  return new URL(request.url).searchParams;
}

const tooMuch = (problem: Problem, bounds: Bounds) =>
  refusal(400, 'over_limit', problem.message, { parameter: problem.parameter, bounds });

/**
 * How much one REST request may ask Payload to read (`readBounds`, bounds.mts). `depth` fills in
 * related documents level by level (an article's related articles, theirs, …) and `limit` sets the
 * page size (0 or `pagination=false`: every document), so together they turn a short URL into
 * megabytes: `?depth=10&limit=100` was 40 MB. A request over its bound is refused before anything is
 * read; a visitor who names no depth gets the visitor's.
 */
export const readLimits: ApiMiddleware = async (request, context, next) => {
  if (context.api !== 'rest') return next(request);
  const read = request.method === 'GET' || request.method === 'HEAD' || methodOverride(request);
  const sizing = readSizing(await effectiveQuery(request));
  if ('parameter' in sizing) {
    return refusal(400, 'invalid_parameter', sizing.message, { parameter: sizing.parameter });
  }
  const asVisitor = overBounds(sizing, readBounds.visitor, read);
  // Within a visitor's bounds with the depth named: nobody's session needs to be looked up.
  if (!asVisitor && (sizing.depth !== undefined || !read) && !methodOverride(request)) {
    return next(request);
  }
  if (await isSignedIn(request, context)) {
    const asStaff = overBounds(sizing, readBounds.staff, read);
    return asStaff ? tooMuch(asStaff, readBounds.staff) : next(request);
  }
  if (asVisitor) return tooMuch(asVisitor, readBounds.visitor);
  if (methodOverride(request)) {
    return refusal(403, 'staff_only', 'Reads sent as POST are for the admin; read with GET.');
  }
  // A visitor who names no depth gets the visitor's depth, not Payload's default of 2.
  return next(withDepth(request, readBounds.visitor.depth));
};

/** The same request with `depth` added to its query, which has none (the rest left byte for byte). */
function withDepth(request: Request, depth: number): Request {
  const url = new URL(request.url);
  url.search = `${url.search ? `${url.search}&` : '?'}depth=${depth}`;
  return new Request(url, request);
}
