import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SendgridMode = 'ok' | 'fail500' | 'fail429' | 'hang';

export interface FakeSendgrid {
  url: string;
  /** Answers for the next requests, in order; then `fallback`. */
  script: (...modes: SendgridMode[]) => void;
  fallback: SendgridMode;
  /** Mails accepted with 202, as SendGrid's v3 body. */
  accepted: Array<{
    personalizations: Array<{ to: Array<{ email: string }> }>;
    subject: string;
    headers?: Record<string, string>;
  }>;
  requests: number;
  /** Forgets scripted answers, accepted mails and the request count. */
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * A local stand-in for POST /v3/mail/send (the same answers as tooling/e2e's mock server), so the
 * relay is tested through the real mailer and @sendgrid/mail, not a stub of them.
 */
export async function startFakeSendgrid(): Promise<FakeSendgrid> {
  const queue: SendgridMode[] = [];
  const hanging: ServerResponse[] = [];
  const fake = {
    url: '',
    fallback: 'ok' as SendgridMode,
    accepted: [] as FakeSendgrid['accepted'],
    requests: 0,
    script: (...modes: SendgridMode[]) => void queue.push(...modes),
    reset: () => {
      queue.length = 0;
      fake.accepted.length = 0;
      fake.requests = 0;
      fake.fallback = 'ok';
    },
    close: async () => {},
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fake.requests++;
      const mode = queue.shift() ?? fake.fallback;
      if (mode === 'hang') return void hanging.push(response);
      if (mode === 'fail500' || mode === 'fail429') {
        response.writeHead(mode === 'fail500' ? 500 : 429, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ errors: [{ message: mode }] }));
      }
      fake.accepted.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(202, { 'x-message-id': `msg-${fake.accepted.length}` });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      hanging.forEach((response) => response.destroy());
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
