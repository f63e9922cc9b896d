import { earlyClickAttribute, earlyClickScript, replayClickAttribute, replayEarlyClick } from './earlyClicks';

const root = document.documentElement;

describe('clicks made before hydration', () => {
  beforeAll(() => (0, eval)(earlyClickScript));
  beforeEach(() => {
    delete window.__hydrated;
    root.removeAttribute(earlyClickAttribute);
    document.body.innerHTML = `
      <button id="contact-header" ${replayClickAttribute}><span>Contact</span></button>
      <button id="plain">Plain</button>`;
  });

  it('are kept for a button that asks for it, even when the click lands on its label', () => {
    document.querySelector('span')!.click();
    expect(root).toHaveAttribute(earlyClickAttribute, 'contact-header');
  });

  it('are not kept for other buttons, nor once the page is hydrated', () => {
    document.getElementById('plain')!.click();
    expect(root).not.toHaveAttribute(earlyClickAttribute);
    window.__hydrated = true;
    document.getElementById('contact-header')!.click();
    expect(root).not.toHaveAttribute(earlyClickAttribute);
  });

  it('are replayed once on the same button after hydration', async () => {
    const button = document.getElementById('contact-header')!;
    button.click();
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    replayEarlyClick();
    expect(window.__hydrated).toBe(true);
    expect(root).not.toHaveAttribute(earlyClickAttribute);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClick).toHaveBeenCalledTimes(1);
    replayEarlyClick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
