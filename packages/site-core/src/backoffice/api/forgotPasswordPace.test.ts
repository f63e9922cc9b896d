/** @jest-environment node */
import { forgotPasswordPace } from './forgotPasswordPace.mts';

const post = () =>
  new Request('http://127.0.0.1/admin/api/users/forgot-password', { method: 'POST' });
const answerAfter = (ms: number) => () =>
  new Promise<Response>((resolve) =>
    setTimeout(() => resolve(Response.json({ message: 'Success' })), ms),
  );

async function timed(run: () => Promise<Response>) {
  const started = performance.now();
  const response = await run();
  return { response, ms: performance.now() - started };
}

describe('the forgot-password pace', () => {
  const pace = forgotPasswordPace(200);
  const rest = { api: 'rest' as const, path: ['users', 'forgot-password'] };

  it('answers a quick (unknown address) and a slower (known address) request after the same floor', async () => {
    const [first, second] = [post(), post()];
    const quick = await timed(() => pace(first, rest, answerAfter(5)));
    const slower = await timed(() => pace(second, rest, answerAfter(80)));
    expect(quick.ms).toBeGreaterThanOrEqual(195);
    expect(slower.ms).toBeGreaterThanOrEqual(195);
    expect(Math.abs(quick.ms - slower.ms)).toBeLessThan(100);
    expect(await quick.response.json()).toEqual({ message: 'Success' });
  });

  it('leaves every other request alone', async () => {
    const request = post();
    const login = await timed(() =>
      pace(request, { api: 'rest', path: ['users', 'login'] }, answerAfter(1)),
    );
    expect(login.ms).toBeLessThan(150);
  });
});
