// Local stand-ins for SendGrid's v3 API and reCAPTCHA's siteverify, with control endpoints for tests.
// SendGrid's faults are scripted by POST /__control { sendgrid: mode }: `ok` (202, the mail captured),
// `fail500`, `fail429`, or `hang` (the request is read and never answered, even after the mode
// changes: the client must time out). GET /__requests counts the answers given in each mode.
import { createServer } from 'node:http';

const port = Number(process.env.MOCK_PORT ?? 4010);
let sendgridMode = 'ok'; // ok | fail500 | fail429 | hang
let recaptchaMode = 'ok'; // ok | fail | lowscore
let captured = [];
const answered = () => ({ ok: 0, fail500: 0, fail429: 0, hang: 0 });
let requests = answered();

const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

createServer(async (req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${port}`);
  const body = await readBody(req);
  if (url.pathname === '/__health') return json(res, 200, { ok: true });
  if (url.pathname === '/__control' && req.method === 'POST') {
    const next = JSON.parse(body || '{}');
    if (next.sendgrid) sendgridMode = next.sendgrid;
    if (next.recaptcha) recaptchaMode = next.recaptcha;
    if (next.reset) {
      captured = [];
      requests = answered();
    }
    return json(res, 200, { sendgridMode, recaptchaMode });
  }
  if (url.pathname === '/__captured') return json(res, 200, captured);
  if (url.pathname === '/__requests') return json(res, 200, requests);
  if (url.pathname === '/v3/mail/send' && req.method === 'POST') {
    requests[sendgridMode] = (requests[sendgridMode] ?? 0) + 1;
    if (sendgridMode === 'hang') return; // never answers: the client must time out
    if (sendgridMode === 'fail500')
      return json(res, 500, { errors: [{ message: 'internal error' }] });
    if (sendgridMode === 'fail429')
      return json(res, 429, { errors: [{ message: 'too many requests' }] });
    captured.push({ at: Date.now(), headers: req.headers, body: JSON.parse(body) });
    res.writeHead(202);
    return res.end();
  }
  if (url.pathname === '/recaptcha/api/siteverify' && req.method === 'POST') {
    const params = new URLSearchParams(body);
    const ok = recaptchaMode !== 'fail';
    return json(res, 200, {
      success: ok,
      score: recaptchaMode === 'lowscore' ? 0.1 : 0.9,
      action: params.get('response')?.split(':')[1] ?? 'contact',
      hostname: '127.0.0.1',
      ...(ok ? {} : { 'error-codes': ['invalid-input-response'] }),
    });
  }
  json(res, 404, { error: 'not_found' });
}).listen(port, '127.0.0.1');
