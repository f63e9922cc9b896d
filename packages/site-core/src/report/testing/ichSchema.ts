import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/*
 * ICH's E2B(R3) XML schemas for tests, validated with libxml2's xmllint compiled to WebAssembly
 * (xmllint-wasm): the real XSD validator, with no system package to install in CI. The schemas are
 * not in the repository: they sit in `shared/e2b-r3/` beside the clone (CI lays `shared/` next to
 * it), so they are found by walking up from the repository's root.
 */

const SCHEMA_FOLDERS = ['multicacheschemas', 'coreschemas'] as const;
const BATCH_SCHEMA = 'multicacheschemas/MCCI_IN200100UV01.xsd';

function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No pnpm workspace above ${from}`);
  }
}

/** `shared/e2b-r3` in the nearest folder at or above the repository's parent. */
export function ichSchemaFolder(from = __dirname): string {
  const root = repositoryRoot(from);
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'e2b-r3');
    if (existsSync(path.join(candidate, BATCH_SCHEMA))) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(
        `ICH E2B(R3) schemas not found: expected shared/e2b-r3/${BATCH_SCHEMA} beside the repository ` +
          `(${root}) or in a folder above it. The E2B tests validate against them and cannot run without.`,
      );
  }
}

/** Every schema file, named by its path under the folder so the `../coreschemas/` includes resolve. */
function schemaFiles(folder: string): XMLFileInfo[] {
  return SCHEMA_FOLDERS.flatMap((sub) =>
    readdirSync(path.join(folder, sub))
      .filter((name) => name.endsWith('.xsd'))
      .map((name) => ({
        fileName: `${sub}/${name}`,
        contents: readFileSync(path.join(folder, sub, name), 'utf8'),
      })),
  );
}

/**
 * Validates several documents against the batch schema in one run of xmllint, so the schema set is
 * read and compiled once. Answers each document's errors by its name (none when it is valid).
 */
export async function validateAgainstIchSchema(
  documents: Record<string, string>,
  folder = ichSchemaFolder(),
): Promise<Record<string, string[]>> {
  const files = schemaFiles(folder);
  const batch = files.find((file) => file.fileName === BATCH_SCHEMA)!;
  const names = Object.keys(documents);
  const result = await validateXML({
    xml: names.map((name) => ({ fileName: `${name}.xml`, contents: documents[name]! })),
    schema: [batch],
    preload: files.filter((file) => file !== batch),
    // The schema set is large (2.7 MB of XSD): more than the default 32 MiB.
    initialMemoryPages: 1024,
    maxMemoryPages: 4096,
  });
  const errors: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (const error of result.errors) {
    const name = error.loc?.fileName.replace(/\.xml$/, '');
    if (name && name in errors) errors[name]!.push(error.rawMessage);
    else throw new Error(`xmllint: ${error.rawMessage}`);
  }
  return errors;
}
