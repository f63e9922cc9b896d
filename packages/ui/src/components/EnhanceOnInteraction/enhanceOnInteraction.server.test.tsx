/**
 * @jest-environment node
 */
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { enhanceOnInteraction } from './enhanceOnInteraction';

function Form({ label }: { label: string }) {
  return (
    <form action="/api/applications" method="post">
      <label>
        {label} <input name="name" required />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

/** The whole page as a prerender sends it: everything, once everything is ready. */
function prerender(page: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe } = renderToPipeableStream(page, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

it('renders the form in the page itself, never as a part sent apart, so it is complete without scripts', async () => {
  const load = jest.fn(async () => Form);
  const Island = enhanceOnInteraction(load);
  // Long enough that React would send a Suspense boundary's content apart (hidden until a script
  // moves it): an Activity boundary is always sent in place.
  const html = await prerender(
    <main>
      <p>{'A page long enough to be sent in parts. '.repeat(1000)}</p>
      <Island label="Name" />
    </main>,
  );
  expect(load).toHaveBeenCalledTimes(1);
  const island = html.slice(html.indexOf('</p>'));
  expect(island).toBe(
    '</p><div style="display:contents"><!--&--><form action="/api/applications" method="post">' +
      '<label>Name<!-- --> <input required="" name="name"/></label><button type="submit">Send</button>' +
      '</form><!--/&--></div></main>',
  );
});
