import {
  loadWebFont,
  switchToWebFont,
  webFontAttribute,
  webFontBootScript,
  webFontStorageKey,
} from './webFont';

function fakeDocument(load: () => Promise<unknown[]>) {
  const root = document.createElement('html');
  return { documentElement: root, fonts: { load: jest.fn(load) } } as unknown as Document & {
    fonts: { load: jest.Mock };
  };
}

describe('the web font', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.documentElement.removeAttribute(webFontAttribute);
  });

  it('is remembered for the visit once its file has loaded, but never switched on under the open page', async () => {
    let loaded!: (faces: unknown[]) => void;
    const doc = fakeDocument(() => new Promise((resolve) => (loaded = resolve)));
    const storage = { setItem: jest.fn() };
    const done = loadWebFont(doc, storage);
    expect(doc.fonts.load).toHaveBeenCalledWith(
      '400 1em "Inter Variable"',
      expect.stringContaining('č'),
    );
    expect(storage.setItem).not.toHaveBeenCalled();
    loaded([{}]);
    await expect(done).resolves.toBe(true);
    expect(storage.setItem).toHaveBeenCalledWith(webFontStorageKey, '1');
    // The text being read keeps its face: a swap could rewrap a line and move the page below it.
    expect(doc.documentElement.hasAttribute(webFontAttribute)).toBe(false);
    switchToWebFont(doc);
    expect(doc.documentElement.hasAttribute(webFontAttribute)).toBe(true);
  });

  it('is not loaded again on a page that started with it', async () => {
    const doc = fakeDocument(() => Promise.resolve([{}]));
    doc.documentElement.setAttribute(webFontAttribute, '');
    await expect(loadWebFont(doc, { setItem: jest.fn() })).resolves.toBe(false);
    expect(doc.fonts.load).not.toHaveBeenCalled();
  });

  it('keeps the fallback when the font fails or matches nothing', async () => {
    for (const load of [() => Promise.reject(new Error('network')), () => Promise.resolve([])]) {
      const doc = fakeDocument(load);
      const storage = { setItem: jest.fn() };
      await expect(loadWebFont(doc, storage)).resolves.toBe(false);
      expect(doc.documentElement.hasAttribute(webFontAttribute)).toBe(false);
      expect(storage.setItem).not.toHaveBeenCalled();
    }
  });

  it('starts with the font on a later page of the same visit', () => {
    (0, eval)(webFontBootScript);
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
    sessionStorage.setItem(webFontStorageKey, '1');
    (0, eval)(webFontBootScript);
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(true);
  });
});
