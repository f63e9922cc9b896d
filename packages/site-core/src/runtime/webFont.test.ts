import { loadWebFont, webFontAttribute, webFontBootScript, webFontStorageKey } from './webFont';

function fakeDocument(load: () => Promise<unknown[]>) {
  const root = document.createElement('html');
  return { documentElement: root, fonts: { load: jest.fn(load) } } as unknown as Document & { fonts: { load: jest.Mock } };
}

describe('the web font', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.documentElement.removeAttribute(webFontAttribute);
  });

  it('is switched on, and remembered for the visit, only once its file has loaded', async () => {
    let loaded!: (faces: unknown[]) => void;
    const doc = fakeDocument(() => new Promise((resolve) => (loaded = resolve)));
    const storage = { setItem: jest.fn() };
    const done = loadWebFont(doc, storage);
    expect(doc.fonts.load).toHaveBeenCalledWith('400 1em "Inter Variable"', expect.stringContaining('č'));
    expect(doc.documentElement.hasAttribute(webFontAttribute)).toBe(false);
    loaded([{}]);
    await done;
    expect(doc.documentElement.hasAttribute(webFontAttribute)).toBe(true);
    expect(storage.setItem).toHaveBeenCalledWith(webFontStorageKey, '1');
  });

  it('keeps the fallback when the font fails or matches nothing', async () => {
    for (const load of [() => Promise.reject(new Error('network')), () => Promise.resolve([])]) {
      const doc = fakeDocument(load);
      const storage = { setItem: jest.fn() };
      await loadWebFont(doc, storage);
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
