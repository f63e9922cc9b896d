import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The back office's collections and their fields as the generated files state them, not as a hand
 * list: `payload-types.ts` (`payload generate:types`: the collections of `Config` and each one's
 * fields and shapes) and the PostgreSQL migration's snapshot (`pnpm db:migration`: which text is a
 * date, a timestamp column). A field added to a collection is walked by the tests that use this.
 */

export type FieldKind =
  | 'id'
  | 'text'
  | 'date'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'relationship'
  | 'richText'
  | 'json'
  | 'point'
  | 'group'
  | 'array';

export interface CollectionField {
  /** The field's query path (`event.start`, `rows.label`). */
  path: string;
  kind: FieldKind;
}

// The workspace's site-core beside this package (its exports map names no files to read).
const siteCore = path.resolve(__dirname, '../../../packages/site-core');
const typesFile = path.join(siteCore, 'src/backoffice/payload-types.ts');
const snapshotDir = path.join(siteCore, 'migrations/postgres');

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The timestamp columns of every table, `<table>.<column>`. */
function timestampColumns(): Set<string> {
  const dates = new Set<string>();
  for (const file of readdirSync(snapshotDir).filter((name) => name.endsWith('.json'))) {
    const snapshot = JSON.parse(readFileSync(path.join(snapshotDir, file), 'utf8')) as {
      tables: Record<string, { name: string; columns: Record<string, { type: string }> }>;
    };
    for (const table of Object.values(snapshot.tables)) {
      for (const [column, { type }] of Object.entries(table.columns)) {
        if (type.startsWith('timestamp')) dates.add(`${table.name}.${column}`);
      }
    }
  }
  return dates;
}

const withoutNull = (types: readonly ts.TypeNode[]) =>
  types.filter(
    (type) =>
      !(ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword) &&
      type.kind !== ts.SyntaxKind.UndefinedKeyword,
  );

/** The union's members, parentheses and nested unions flattened, null left out. */
function members(type: ts.TypeNode): ts.TypeNode[] {
  if (ts.isParenthesizedTypeNode(type)) return members(type.type);
  if (ts.isUnionTypeNode(type)) return withoutNull(type.types).flatMap(members);
  return [type];
}

type Shape = { kind: FieldKind; children?: ts.TypeLiteralNode };

function shapeOf(type: ts.TypeNode): Shape {
  const parts = members(type);
  const has = (kind: ts.SyntaxKind) => parts.some((part) => part.kind === kind);
  if (parts.length === 1 && ts.isTypeLiteralNode(parts[0]!)) {
    const literal = parts[0];
    const names = literal.members.map((member) => member.name?.getText());
    return names.includes('root') ? { kind: 'richText' } : { kind: 'group', children: literal };
  }
  if (parts.length === 1 && ts.isTupleTypeNode(parts[0]!)) return { kind: 'point' };
  if (parts.length === 1 && ts.isArrayTypeNode(parts[0]!)) {
    const element = members(parts[0].elementType);
    if (element.length === 1 && ts.isTypeLiteralNode(element[0]!))
      return { kind: 'array', children: element[0] };
    return shapeOf(parts[0].elementType);
  }
  if (has(ts.SyntaxKind.NumberKeyword) && parts.some(ts.isTypeReferenceNode))
    return { kind: 'relationship' };
  if (parts.length > 1 && has(ts.SyntaxKind.BooleanKeyword)) return { kind: 'json' };
  if (parts.every((part) => ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal)))
    return { kind: 'select' };
  if (has(ts.SyntaxKind.NumberKeyword)) return { kind: 'number' };
  if (has(ts.SyntaxKind.BooleanKeyword)) return { kind: 'checkbox' };
  if (has(ts.SyntaxKind.StringKeyword)) return { kind: 'text' };
  return { kind: 'json' };
}

/** Every collection of the back office (`Config['collections']`) with its queryable fields. */
export function backOfficeCollections(): Record<string, CollectionField[]> {
  const source = ts.createSourceFile(
    typesFile,
    readFileSync(typesFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const dates = timestampColumns();
  const config = interfaces.get('Config');
  const collections = config?.members.find((member) => member.name?.getText() === 'collections');
  if (!collections || !ts.isPropertySignature(collections) || !collections.type)
    throw new Error(`${typesFile}: no Config['collections']`);
  const result: Record<string, CollectionField[]> = {};
  for (const entry of (collections.type as ts.TypeLiteralNode).members) {
    if (!ts.isPropertySignature(entry) || !entry.type || !ts.isTypeReferenceNode(entry.type))
      continue;
    const slug = entry.name.getText().replace(/^'|'$/g, '');
    const declaration = interfaces.get(entry.type.typeName.getText());
    if (!declaration) continue;
    const table = snake(slug).replace(/-/g, '_');
    const fields: CollectionField[] = [];
    const walk = (list: ts.NodeArray<ts.TypeElement>, prefix: string, columnPrefix: string) => {
      for (const member of list) {
        if (!ts.isPropertySignature(member) || !member.type) continue;
        const name = member.name.getText().replace(/^'|'$/g, '');
        const fieldPath = `${prefix}${name}`;
        const column = `${columnPrefix}${snake(name)}`;
        const shape = shapeOf(member.type);
        let kind = name === 'id' && !prefix ? 'id' : shape.kind;
        const isDate = [table, `${table}_locales`].some((t) => dates.has(`${t}.${column}`));
        if (kind === 'text' && isDate) kind = 'date';
        fields.push({ path: fieldPath, kind });
        if (shape.kind === 'group' && shape.children)
          walk(shape.children.members, `${fieldPath}.`, `${column}_`);
        if (shape.kind === 'array' && shape.children)
          walk(shape.children.members, `${fieldPath}.`, `${column}_`);
      }
    };
    walk(declaration.members, '', '');
    result[slug] = fields;
  }
  return result;
}
