import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  valueFromASTUntyped,
  type ExecutionArgs,
  type FieldNode,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { readBounds } from './bounds.mts';

/**
 * What a GraphQL query may cost, weighed against the schema before Payload runs it (Payload's
 * `graphQL.validationRules`). Payload's own `maxComplexity` adds a fixed price per field, so a list
 * inside a list inside a list costs what three fields cost; here every field costs once per document
 * it is read for: a page's `docs` as many times as its `limit` (10 when none is given), any other
 * list (related documents, a list of rows) `listFanOut` times per enclosing document. And one page
 * holds at most what a REST page may: `limit` within the visitor's or staff's bound, never 0, and
 * `pagination: false` only with a `limit`.
 */
export const graphqlCost = {
  /** Field reads per request: a page of 200 articles with twenty fields each and their related titles. */
  maxCost: 10_000,
  /** What a list other than a page is assumed to hold, per document (related articles, rows of an array). */
  listFanOut: 10,
  /** Payload's page size when a query names none. */
  defaultPage: 10,
} as const;

type Variables = Readonly<Record<string, unknown>> | null | undefined;

function argument(field: FieldNode, name: string, variables: Variables): unknown {
  const node = field.arguments?.find((candidate) => candidate.name.value === name);
  return node ? valueFromASTUntyped(node.value, variables ?? undefined) : undefined;
}

/** Why a page's `limit`/`pagination` is refused, if it is. */
function pageProblem(field: FieldNode, variables: Variables, maxPage: number): string | undefined {
  const limit = argument(field, 'limit', variables);
  const pagination = argument(field, 'pagination', variables);
  if (typeof limit === 'number' && (limit < 1 || limit > maxPage)) {
    return `${field.name.value}: limit must be from 1 to ${maxPage}.`;
  }
  if (pagination === false && typeof limit !== 'number') {
    return `${field.name.value}: pagination: false needs a limit (at most ${maxPage}).`;
  }
  return undefined;
}

function costRule(variables: Variables, maxPage: number): ValidationRule {
  return (context: ValidationContext) => {
    const schema = context.getSchema();

    /** The cost of a selection read `times` times; `page` is the page size its parent field set. */
    const costOf = (
      selectionSet: SelectionSetNode,
      parent: GraphQLNamedType | null | undefined,
      times: number,
      page: number | undefined,
      visiting: ReadonlySet<string>,
    ): number => {
      let cost = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition
            ? schema.getType(selection.typeCondition.name.value)
            : parent;
          cost += costOf(selection.selectionSet, type, times, page, visiting);
          continue;
        }
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          if (!fragment || visiting.has(name)) continue;
          const type = schema.getType(fragment.typeCondition.name.value);
          cost += costOf(fragment.selectionSet, type, times, page, new Set([...visiting, name]));
          continue;
        }
        cost += times;
        const problem = pageProblem(selection, variables, maxPage);
        if (problem) context.reportError(new GraphQLError(problem, { nodes: [selection] }));
        if (!selection.selectionSet || selection.name.value.startsWith('__')) continue;
        const definition =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined;
        // An unknown field is the validator's to report.
        if (!definition) continue;
        const list = isListType(getNullableType(definition.type));
        const ownPage = definition.args.some((arg) => arg.name === 'limit')
          ? Number(argument(selection, 'limit', variables) ?? graphqlCost.defaultPage) ||
            graphqlCost.defaultPage
          : undefined;
        const inner = list ? times * (page ?? graphqlCost.listFanOut) : times;
        cost += costOf(
          selection.selectionSet,
          getNamedType(definition.type),
          inner,
          ownPage,
          visiting,
        );
      }
      return cost;
    };

    const rootType = (operation: OperationDefinitionNode) =>
      operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();

    return {
      OperationDefinition(operation) {
        const cost = costOf(operation.selectionSet, rootType(operation), 1, undefined, new Set());
        if (cost > graphqlCost.maxCost) {
          context.reportError(
            new GraphQLError(
              `This query would read about ${cost} fields; at most ${graphqlCost.maxCost} are answered. Ask for smaller pages or fewer nested lists.`,
              { nodes: [operation] },
            ),
          );
        }
      },
    };
  };
}

/** Payload's `graphQL.validationRules`: the request's page bound depends on who asks. */
export function graphqlValidationRules(args: ExecutionArgs): ValidationRule[] {
  const context = args.contextValue as { req?: { user?: unknown } } | undefined;
  const maxPage = context?.req?.user ? readBounds.staff.limit : readBounds.visitor.limit;
  return [costRule(args.variableValues, maxPage)];
}
