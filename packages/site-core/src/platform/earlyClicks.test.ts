import {
  earlyClickAttribute,
  earlyClickScript,
  reactListeningPrefix,
  replayClickAttribute,
  replayEarlyClick,
} from './earlyClicks';

const root = document.documentElement;
const reactMarker = `${reactListeningPrefix}abc123`;

describe('clicks made before hydration', () => {
  beforeEach(() => {
    // A new page: the head script runs anew (a listener that saw React has taken itself off).
    (0, eval)(earlyClickScript);
    delete (document as unknown as Record<string, unknown>)[reactMarker];
    root.removeAttribute(earlyClickAttribute);
    document.body.innerHTML = `
      <button id="contact-header" ${replayClickAttribute}><span>Contact</span></button>
      <button id="plain">Plain</button>`;
  });

  it('are kept for a button that asks for it, even when the click lands on its label', () => {
    document.querySelector('span')!.click();
    expect(root).toHaveAttribute(earlyClickAttribute, 'contact-header');
  });

  it('are not kept for other buttons, nor once React listens (it then handles every click itself)', () => {
    document.getElementById('plain')!.click();
    expect(root).not.toHaveAttribute(earlyClickAttribute);
    (document as unknown as Record<string, unknown>)[reactMarker] = true;
    document.getElementById('contact-header')!.click();
    expect(root).not.toHaveAttribute(earlyClickAttribute);
    // Having seen React, the listener took itself off: later clicks of the visit cost nothing.
    delete (document as unknown as Record<string, unknown>)[reactMarker];
    document.getElementById('contact-header')!.click();
    expect(root).not.toHaveAttribute(earlyClickAttribute);
  });

  it('are replayed once on the same button after hydration', async () => {
    const button = document.getElementById('contact-header')!;
    button.click();
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    // Hydrated: React listens, so the replayed click is not kept again.
    (document as unknown as Record<string, unknown>)[reactMarker] = true;
    replayEarlyClick();
    expect(root).not.toHaveAttribute(earlyClickAttribute);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClick).toHaveBeenCalledTimes(1);
    replayEarlyClick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

// The contract with React: the head script stops keeping clicks once the hydrated container carries a
// property starting with reactListeningPrefix. If a React upgrade drops that marker, this fails.
describe("React's listening marker", () => {
  it('is set on the container React hydrates', async () => {
    const { createElement } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const container = document.createElement('div');
    container.innerHTML = '<button>Contact</button>';
    const hasMarker = () =>
      Object.keys(container).some((key) => key.startsWith(reactListeningPrefix));
    expect(hasMarker()).toBe(false);
    await act(async () => {
      hydrateRoot(container, createElement('button', null, 'Contact'));
    });
    expect(hasMarker()).toBe(true);
  });
});
