/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/architecture.md's "Package entry points" tables against the packages' `exports`: what the
 * page promises is what a consumer can import, and nothing more is importable than it names.
 */
const root = path.join(__dirname, '..', '..', '..');
const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');

function entryPointsSection(): string {
  const start = architecture.indexOf('### Package entry points');
  const end = architecture.indexOf('\n### ', start + 1);
  if (start < 0) throw new Error('docs/architecture.md has no "### Package entry points" section');
  return architecture.slice(start, end < 0 ? undefined : end);
}

/**
 * The entries the section's tables name for a package, from each row's first cell: the full name
 * (`@medivia/site-core/proxy`), or after it a short form relative to the package (`/row-label`).
 */
function documentedEntries(packageName: string): Set<string> {
  const entries = new Set<string>();
  for (const row of entryPointsSection().split('\n')) {
    const firstCell = row.match(/^\|([^|]*)\|/)?.[1];
    if (!firstCell) continue;
    const names = [...firstCell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    if (!names[0]?.startsWith(packageName)) continue;
    for (const name of names) entries.add(name.startsWith('/') ? packageName + name : name);
  }
  return entries;
}

function exportedEntries(folder: string) {
  const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | Record<string, string>>;
  };
  return {
    name: manifest.name,
    entries: new Set(
      Object.keys(manifest.exports).map((key) =>
        key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
      ),
    ),
    files: Object.entries(manifest.exports).flatMap(([key, target]) =>
      (typeof target === 'string' ? [target] : Object.values(target)).map((file) => ({
        key,
        file: path.join(root, folder, file),
      })),
    ),
  };
}

describe.each(['packages/site-core', 'packages/ui'])('the entry points of %s', (folder) => {
  const exported = exportedEntries(folder);
  const documented = documentedEntries(exported.name);

  it('are each documented in docs/architecture.md', () => {
    expect([...exported.entries].filter((entry) => !documented.has(entry))).toEqual([]);
  });

  it('are each exported where docs/architecture.md names them', () => {
    expect(documented.size).toBeGreaterThan(0);
    expect([...documented].filter((entry) => !exported.entries.has(entry))).toEqual([]);
  });

  it('each lead to a file that exists, never to a pattern', () => {
    expect(exported.files.filter(({ key }) => key.includes('*'))).toEqual([]);
    expect(exported.files.filter(({ file }) => !existsSync(file))).toEqual([]);
  });
});
