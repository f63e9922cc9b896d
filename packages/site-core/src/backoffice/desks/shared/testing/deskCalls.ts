import type { Endpoint, PayloadRequest } from 'payload';

/*
 * The desks' endpoints called as Payload calls them, for their unit tests: a request carrying the
 * user Payload resolved (or none), the path's parameters, a client behind one proxy, and the
 * accounts `findByID` knows.
 */

export interface Account {
  id: number;
  email: string;
  role: string;
}

export interface DeskBody {
  json?: unknown;
  form?: Record<string, string>;
}

/** The endpoint for a method and path, with the path's parameters (the reference). */
function match(
  endpoints: Endpoint[],
  method: string,
  path: string,
): [Endpoint, Record<string, string>] {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue;
    const names: string[] = [];
    const source = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const found = new RegExp(`^${source}$`).exec(path);
    if (found)
      return [
        endpoint,
        Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])),
      ];
  }
  throw new Error(`no endpoint for ${method} ${path}`);
}

/** A caller of `endpoints()` as the given accounts (or a visitor, `null`). */
export function deskCaller(endpoints: () => Endpoint[], accounts: Account[]) {
  return async function call(
    method: 'get' | 'post',
    path: string,
    account: Account | null,
    body?: DeskBody,
  ): Promise<Response> {
    const url = new URL(`http://127.0.0.1:3100/admin/api${path}`);
    const [pattern, params] = match(endpoints(), method, url.pathname.replace('/admin/api', ''));
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.7' });
    let text = '';
    if (body?.json !== undefined) {
      headers.set('content-type', 'application/json');
      text = JSON.stringify(body.json);
    } else if (body?.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      text = new URLSearchParams(body.form).toString();
    }
    const req = {
      user: account,
      headers,
      routeParams: params,
      searchParams: url.searchParams,
      text: async () => text,
      payload: {
        config: { routes: { admin: '/admin', api: '/admin/api' } },
        findByID: async ({ id }: { id: string | number }) =>
          accounts.find((known) => String(known.id) === String(id)) ?? null,
      },
    } as unknown as PayloadRequest;
    return pattern.handler(req);
  };
}
