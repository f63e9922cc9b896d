import http from 'node:http';

/** What a request from a chosen address got back: status, headers, the body as JSON and its time. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body, or `{ text }` when the body is not JSON. */
  body: Record<string, any>;
  ms: number;
}

/**
 * A request from `localAddress` (a loopback address such as 127.0.0.2), as a client on that address
 * would send it, so the server counts it as another client. node:http rather than fetch, so headers
 * fetch would not send (Host, a forged X-Forwarded-For) go as given. Its connection is not kept: the
 * server keeps idle ones 65 s, which would hold up the SIGTERM that stops a spec's private server.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body ?? '';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'POST',
        localAddress,
        agent: false,
        headers: {
          connection: 'close',
          'content-length': String(Buffer.byteLength(body)),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let parsed: Answer['body'];
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            parsed = { text };
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: parsed,
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** POSTs `data` as JSON from `localAddress` (see requestFrom). */
export const postJsonFrom = (
  localAddress: string,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  requestFrom(localAddress, url, {
    body: JSON.stringify(data),
    headers: { 'content-type': 'application/json', ...headers },
  });
