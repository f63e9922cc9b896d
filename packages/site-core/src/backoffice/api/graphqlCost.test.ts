/** @jest-environment node */
import { buildSchema, parse, specifiedRules, validate, type ExecutionArgs } from 'graphql';
import { graphqlCost, graphqlValidationRules } from './graphqlCost.mts';

// The shape of Payload's schema for the news collection: a page with its documents, and related
// articles as a list of documents.
const schema = buildSchema(`
  type Query {
    NewsArticles(limit: Int, page: Int, pagination: Boolean, draft: Boolean): NewsArticles
    NewsArticle(id: Int!): NewsArticle
  }
  type NewsArticles { docs: [NewsArticle!]! totalDocs: Int hasNextPage: Boolean }
  type NewsArticle { id: Int title: String slug: String summary: String related: [NewsArticle!] category: Category }
  type Category { id: Int title: String }
`);

/** The messages Payload's validation would answer for `query`, as a visitor or as staff. */
function problems(query: string, { staff = false, variables = {} } = {}): string[] {
  const args = {
    schema,
    document: parse(query),
    variableValues: variables,
    contextValue: { req: { user: staff ? { id: 1 } : null } },
  } as ExecutionArgs;
  const rules = [...specifiedRules, ...graphqlValidationRules(args)];
  return validate(schema, args.document, rules).map((error) => error.message);
}

describe('the cost of a GraphQL query to the back office', () => {
  describe('given a visitor', () => {
    it('a page of 200 articles’ titles is answered (publishing.spec reads drafts so)', () => {
      expect(problems('{ NewsArticles(draft: true, limit: 200) { docs { title } } }')).toEqual([]);
    });

    it('a page of 201, or of every article (limit 0, pagination false), is refused', () => {
      expect(problems('{ NewsArticles(limit: 201) { docs { title } } }')).toEqual([
        'NewsArticles: limit must be from 1 to 200.',
      ]);
      expect(problems('{ NewsArticles(limit: 0) { totalDocs } }')).toHaveLength(1);
      expect(problems('{ NewsArticles(pagination: false) { totalDocs } }')).toEqual([
        'NewsArticles: pagination: false needs a limit (at most 200).',
      ]);
    });

    it('a page size given in a variable is weighed the same', () => {
      const query = 'query ($n: Int) { NewsArticles(limit: $n) { docs { title } } }';
      expect(problems(query, { variables: { n: 500 } })).toHaveLength(1);
      expect(problems(query, { variables: { n: 20 } })).toEqual([]);
    });

    it('an article with its related articles and theirs, a page of 10, is answered', () => {
      const query = '{ NewsArticles { docs { title related { title related { title } } } } }';
      expect(problems(query)).toEqual([]);
    });

    it('related articles four lists deep under a page of 50 are refused for what they would read', () => {
      const query = `{ NewsArticles(limit: 50) { docs { related { related { related { related { title } } } } } } }`;
      const [message] = problems(query);
      expect(message).toMatch(/would read about \d+ fields; at most 10000/);
    });

    it('the same page asked under many names (aliases) adds up', () => {
      const page = (i: number) => `a${i}: NewsArticles(limit: 200) { docs { title summary } }`;
      const query = `{ ${Array.from({ length: 30 }, (_, i) => page(i)).join(' ')} }`;
      expect(problems(query).join()).toMatch(/at most 10000/);
    });

    it('fragments cost what they select', () => {
      const query = `
        { NewsArticles(limit: 50) { docs { ...Deep } } }
        fragment Deep on NewsArticle { related { related { related { related { title } } } } }`;
      expect(problems(query).join()).toMatch(/at most 10000/);
    });
  });

  describe('given staff', () => {
    it('pages up to 250 are answered, 251 refused', () => {
      const page = (size: number) => `{ NewsArticles(limit: ${size}) { docs { title } } }`;
      expect(problems(page(250), { staff: true })).toEqual([]);
      expect(problems(page(251), { staff: true })).toEqual([
        'NewsArticles: limit must be from 1 to 250.',
      ]);
    });
  });

  it('prices a list in a list by what it holds: a page’s docs by its limit, related by 10', () => {
    // NewsArticles 1 + docs 1 + 50 × (title + related) + 500 × title.
    const query = '{ NewsArticles(limit: 50) { docs { title related { title } } } }';
    expect(problems(query)).toEqual([]);
    expect(1 + 1 + 50 * 2 + 50 * graphqlCost.listFanOut).toBeLessThan(graphqlCost.maxCost);
  });
});
