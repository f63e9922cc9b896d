import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { backOfficeApi } from '../support/backOffice';
import { backOfficeCollections, type CollectionField } from '../support/collectionFields';
import { oneMarket } from '../support/markets';

// Bad input from a visitor is answered 4xx with a JSON error, never 5xx and never a stack trace
// (ARCHITECTURE, "Bad input gets a 4xx"). Before: `where[title][near]=1,2` and
// `where[publishedOn][greater_than]=notadate` answered 500, a POST or DELETE to a collection with no
// REST route 501, GraphQL's `Access { canAccessAdmin }` an error with status 500.
// The collections and their fields come from the generated types (support/collectionFields.ts).

/** Payload's query operators (payload's `validOperators`). */
const operators = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
] as const;

/** Values wrong for some field or operator: not a date, a number, a boolean or a point; empty; an object. */
const badValues = (where: string): string[] => [
  `${where}=notadate`,
  `${where}=1,2`,
  `${where}=`,
  `${where}[type]=Polygon`,
];

type Answer = { url: string; status: number; body: string };

/** Problems with an answer to a visitor: a 5xx, or a body that is not JSON or carries a stack trace. */
function problemWith({ url, status, body }: Answer): string | undefined {
  if (status >= 500) return `${status} ${url}: ${body.slice(0, 200)}`;
  if (status >= 400) {
    if (/\n\s+at /.test(body) || /"stack"/.test(body)) return `stack trace in ${url}`;
    try {
      JSON.parse(body);
    } catch {
      return `${status} ${url}: not JSON (${body.slice(0, 80)})`;
    }
  }
  return undefined;
}

/** Runs `urls` a few at a time (the server is one process on a shared machine). */
async function answers(
  context: APIRequestContext,
  urls: string[],
  send: (url: string) => ReturnType<APIRequestContext['get']> = (url) => context.get(url),
): Promise<Answer[]> {
  const results: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await send(url);
      results.push({ url, status: response.status(), body: await response.text() });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return results;
}

/** One field of each kind of a collection (the first of its kind), which stands for the others. */
function oneOfEachKind(fields: CollectionField[]): CollectionField[] {
  const seen = new Set<string>();
  return fields.filter((field) => !seen.has(field.kind) && seen.add(field.kind));
}

// The API's answers are site-core's, the same in every market: one market runs them.
for (const market of oneMarket('bih')) {
  test.describe(`${market.code}: bad input`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const collections = backOfficeCollections();
    let visitor: APIRequestContext;

    test.beforeAll(async () => {
      visitor = await requests.newContext();
    });
    test.afterAll(async () => {
      await visitor.dispose();
    });

    test('every query operator with bad values, on each field type of each public collection, answers 4xx, never 5xx', async () => {
      test.setTimeout(300_000);
      const open: string[] = [];
      for (const slug of Object.keys(collections)) {
        const response = await visitor.get(`${api}/${slug}?limit=1&depth=0`);
        if (response.status() === 200) open.push(slug);
      }
      // What a visitor reads at least (a change of the access rules that closes them shows here).
      expect(open).toEqual(expect.arrayContaining(['news', 'jobs', 'media', 'documents']));
      const urls = open.flatMap((slug) =>
        oneOfEachKind(collections[slug]!).flatMap(({ path }) =>
          operators.flatMap((operator) =>
            badValues(`where[${path}][${operator}]`).map(
              (query) => `${api}/${slug}?limit=1&depth=0&${query}`,
            ),
          ),
        ),
      );
      const problems = (await answers(visitor, urls)).map(problemWith).filter(Boolean);
      expect(problems, `${problems.length} of ${urls.length} answers`).toEqual([]);
    });

    test('a collection posted as text or as a form, and deletes matching nothing, answer 4xx', async () => {
      const slugs = Object.keys(collections);
      const posts = slugs.flatMap((slug) => [`${api}/${slug}#text`, `${api}/${slug}#form`]);
      const posted = await answers(visitor, posts, (url) =>
        visitor.post(url.replace(/#.*$/, ''), {
          headers: {
            'content-type': url.endsWith('#text')
              ? 'text/plain'
              : 'application/x-www-form-urlencoded',
          },
          data: url.endsWith('#text') ? 'title=Nothing' : 'title=Nothing&_status=published',
        }),
      );
      const deletes = slugs.map((slug) => `${api}/${slug}?where[id][equals]=987654321`);
      const deleted = await answers(visitor, deletes, (url) => visitor.delete(url));
      const all = [...posted, ...deleted];
      expect(all.map(problemWith).filter(Boolean)).toEqual([]);
      // Nothing written or deleted by a visitor.
      for (const answer of all) expect(answer.status, answer.url).toBeGreaterThanOrEqual(400);
    });

    test('GraphQL: Access { canAccessAdmin } and a where with a bad date answer without a 5xx', async () => {
      for (const query of [
        '{ Access { canAccessAdmin } }',
        '{ Newses(where: { publishedOn: { greater_than: "notadate" } }) { docs { id } } }',
        '{ Newses(where: { title: { near: "1,2" } }) { docs { id } } }',
      ]) {
        const response = await visitor.post(`${api}/graphql`, { data: { query } });
        const body = await response.text();
        expect(problemWith({ url: query, status: response.status(), body })).toBeUndefined();
        // No error of the server's own inside a 200 either.
        expect(body, query).not.toMatch(/"statusCode":5\d\d|Something went wrong/);
      }
    });
  });
}
