import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Calls the admin's server functions (the `serverFunction` of an app's `app/(payload)/layout.tsx`,
 * a Next server action) as the admin's own pages do: a POST to /admin naming the action's id, its
 * argument as JSON, the session as the cookie. The id is the build's, read from its manifest.
 */

type Manifest = { node: Record<string, { filename?: string }> };

/** The id of the admin layout's server action in the built app of `code`. */
export function adminServerActionId(code: string): string {
  const file = path.resolve(
    __dirname,
    '../../../apps',
    code,
    '.next/server/server-reference-manifest.json',
  );
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const found = Object.entries(manifest.node).find(([, action]) =>
    action.filename?.endsWith('app/(payload)/layout.tsx'),
  );
  if (!found) throw new Error(`${file}: no server action of app/(payload)/layout.tsx`);
  return found[0];
}

/**
 * Runs server function `name` with `args` as the account of `token`; the action's answer (Next's
 * component stream) as text, which holds the function's result as JSON.
 */
export async function callServerFunction(
  request: APIRequestContext,
  baseURL: string,
  actionId: string,
  token: string,
  name: string,
  args: Record<string, unknown>,
): Promise<{ status: number; text: string }> {
  const response = await request.post(`${baseURL}/admin`, {
    headers: {
      'next-action': actionId,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: baseURL,
      cookie: `payload-token=${token}`,
    },
    data: JSON.stringify([{ name, args }]),
  });
  return { status: response.status(), text: await response.text() };
}
