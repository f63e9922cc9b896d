import { act, fireEvent } from '@testing-library/react';
import { Activity, Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { enhanceOnInteraction } from './enhanceOnInteraction';

/** A stand-in for a form whose code is heavy: what the enhancement does, the test records. */
interface FormProps {
  label: string;
  action?: string;
}
const seen = { submits: [] as string[], clicks: 0 };
function Form({ label, action }: FormProps) {
  const [opened, setOpened] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    seen.submits.push(new FormData(event.currentTarget).get('name') as string);
  };
  return (
    <form action={action} onSubmit={onSubmit}>
      <label>
        {label} <input name="name" />
      </label>
      <button
        type="button"
        aria-expanded={opened}
        onClick={() => {
          seen.clicks += 1;
          setOpened(true);
        }}
      >
        Department
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

/** The markup the server sends for an island around Form: the same form, in its Activity boundary. */
const serverMarkup = (props: FormProps) =>
  renderToString(
    <div style={{ display: 'contents' }}>
      <Activity mode="visible">
        <Form {...props} />
      </Activity>
    </div>,
  );

/** A controllable load(): the test decides when the code "arrives", or that it fails. */
function loader() {
  const calls: { resolve: (c: ComponentType<FormProps>) => void; reject: () => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<ComponentType<FormProps>>((resolve, reject) =>
        calls.push({ resolve, reject: () => reject(new Error('offline')) }),
      ),
  );
  return { load, calls };
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  seen.submits = [];
  seen.clicks = 0;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function hydrate(Island: ComponentType<FormProps>, props: FormProps) {
  container.innerHTML = serverMarkup(props);
  await act(async () => {
    root = hydrateRoot(container, <Island {...props} />, { onRecoverableError: () => {} });
  });
}
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

it('keeps the server markup and loads nothing until the visitor touches the form', async () => {
  const { load } = loader();
  const Island = enhanceOnInteraction(load);
  await hydrate(Island, { label: 'Name' });
  const input = container.querySelector('input')!;
  expect(container.querySelector('label')).toHaveTextContent('Name');
  expect(load).not.toHaveBeenCalled();

  fireEvent.pointerDown(document.body);
  expect(load).not.toHaveBeenCalled();
  fireEvent.focusIn(input);
  fireEvent.input(input);
  expect(load).toHaveBeenCalledTimes(1);
});

it('hydrates the same elements when the code arrives: what was typed and focused stays', async () => {
  const { load, calls } = loader();
  const Island = enhanceOnInteraction(load);
  await hydrate(Island, { label: 'Name' });
  const input = container.querySelector('input')!;
  input.focus();
  input.value = 'Ana Horvat';
  fireEvent.input(input);

  await act(async () => calls[0]!.resolve(Form));
  await flush();
  expect(container.querySelector('input')).toBe(input);
  expect(input).toHaveValue('Ana Horvat');
  expect(input).toHaveFocus();
  // The enhancement's own handlers now answer.
  fireEvent.click(container.querySelector('button[type="button"]')!);
  expect(seen.clicks).toBe(1);
});

it('holds a submit until the code has arrived, then the enhancement sends it once', async () => {
  const { load, calls } = loader();
  const Island = enhanceOnInteraction(load);
  await hydrate(Island, { label: 'Name' });
  const form = container.querySelector('form')!;
  // Scripts run: the enhancement will validate, not the browser.
  expect(form.noValidate).toBe(true);
  container.querySelector('input')!.value = 'Ana';
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(load).toHaveBeenCalledTimes(1);
  expect(seen.submits).toEqual([]);

  await act(async () => calls[0]!.resolve(Form));
  await flush();
  expect(seen.submits).toEqual(['Ana']);
});

it('repeats a click on a button only scripts serve, once the code has arrived', async () => {
  const { load, calls } = loader();
  const Island = enhanceOnInteraction(load);
  await hydrate(Island, { label: 'Name' });
  const trigger = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
  fireEvent.pointerDown(trigger);
  fireEvent.click(trigger);
  expect(seen.clicks).toBe(0);

  await act(async () => calls[0]!.resolve(Form));
  await flush();
  expect(seen.clicks).toBe(1);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
});

it('tries again on the next interaction when the code could not be loaded', async () => {
  const { load, calls } = loader();
  const Island = enhanceOnInteraction(load);
  await hydrate(Island, { label: 'Name', action: '/api/applications' });
  const input = container.querySelector('input')!;
  const form = container.querySelector('form')!;
  const nativeSubmits: Event[] = [];
  const requestSubmit = jest
    .spyOn(form, 'requestSubmit')
    .mockImplementation(() => void nativeSubmits.push(new Event('submit')));

  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await act(async () => calls[0]!.reject());
  await flush();
  // The form is plain HTML again: the held submit goes to its action, the browser validates.
  expect(requestSubmit).toHaveBeenCalledTimes(1);
  expect(form.noValidate).toBe(false);

  fireEvent.focusIn(input);
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => calls[1]!.resolve(Form));
  await flush();
  fireEvent.click(container.querySelector('button[type="button"]')!);
  expect(seen.clicks).toBe(1);
});

it('loads at once where the island is rendered in the browser (a client-side navigation)', async () => {
  const { load, calls } = loader();
  const Island = enhanceOnInteraction(load);
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    root = createRoot(container);
    root.render(
      <Suspense fallback="Loading">
        <Island label="Name" />
      </Suspense>,
    );
  });
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => calls[0]!.resolve(Form));
  await flush();
  expect(container.querySelector('label')).toHaveTextContent('Name');
});

it('loads at once when the visitor was already in the form before the island hydrated', async () => {
  const { load } = loader();
  const Island = enhanceOnInteraction(load);
  container.innerHTML = serverMarkup({ label: 'Name' });
  container.querySelector('input')!.focus();
  await act(async () => {
    root = hydrateRoot(container, <Island label="Name" />, { onRecoverableError: () => {} });
  });
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads at once when loadAtOnce says so (a draft to resume)', async () => {
  const { load } = loader();
  const Island = enhanceOnInteraction(load, { loadAtOnce: () => true });
  await hydrate(Island, { label: 'Name' });
  expect(load).toHaveBeenCalledTimes(1);
});
