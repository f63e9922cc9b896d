/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Market } from '../market/types';
import type { Site } from '../site/createSite';
import type { BackOfficeContent } from './content.mts';

// The preview reads the session through Payload and renders through the site: both stand in here,
// with a staff session that Payload accepts.
const auth = jest.fn(async () => ({ user: { id: 1, role: 'editor' } }));
// The draft as the server reads it, and as the signed-in account's read access gives it.
const latest = { updatedAt: '2026-12-01T10:00:00.000Z' };
const theirs = jest.fn(async (): Promise<object | null> => latest);
const findByID = jest.fn(async ({ overrideAccess }: { overrideAccess: boolean }) =>
  overrideAccess ? latest : theirs(),
);
jest.mock('payload', () => ({ getPayload: async () => ({ auth, findByID }) }));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ authorization: 'JWT staff' }),
}));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
jest.mock('../routing/siteState', () => ({ siteStateOf: () => ({}) }));
// The live preview's island is a client component of the browser (the admin's messages).
jest.mock('./livePreview/LivePreviewListener', () => ({
  LivePreviewListener: () => <i data-live-preview-listener="" />,
}));
jest.mock('../site/writtenPagesOnly', () => ({ hideUnwrittenPages: (state: unknown) => state }));

const draft = { content: {}, route: { name: 'newsArticle', params: { slug: 'nacrt' } } };
const content = { withDraft: jest.fn(async () => draft) } as unknown as BackOfficeContent;
const site = { renderPage: jest.fn(() => 'the draft in the site design') } as unknown as Site;
const market = { locales: ['hr', 'en'] } as unknown as Market;

// The env module parses process.env once per module registry: each case loads a fresh copy.
async function previewWith(backOffice: string | undefined) {
  jest.resetModules();
  if (backOffice === undefined) delete process.env.BACK_OFFICE;
  else process.env.BACK_OFFICE = backOffice;
  const { createDraftPreview } = await import('./preview');
  return createDraftPreview({ config: {} as SanitizedConfig, content, site, market });
}

const params = (lang: string) => ({
  params: Promise.resolve({ lang, collection: 'news', id: '7' }),
});

describe("a draft's preview", () => {
  beforeEach(() => jest.clearAllMocks());
  afterAll(() => {
    delete process.env.BACK_OFFICE;
  });

  it('shows signed-in staff the draft where the back office is on', async () => {
    const preview = await previewWith(undefined);
    await expect(preview.Page(params('hr'))).resolves.toBe('the draft in the site design');
    expect(content.withDraft).toHaveBeenCalledWith('news', '7', 'hr');
  });

  it("puts the draft banner, in the page's language, and the live preview's listener above the page", async () => {
    const preview = await previewWith(undefined);
    for (const [lang, words] of [
      ['hr', 'Pregled nacrta</strong> – ova inačica stranice još nije objavljena'],
      ['en', 'Draft preview</strong> – this version of the page is not published yet'],
    ] as const) {
      await preview.Page(params(lang));
      const notice = jest.mocked(site.renderPage).mock.lastCall![3] as ReactElement;
      const markup = renderToStaticMarkup(notice);
      expect(markup).toContain(words);
      expect(markup).toContain('data-live-preview-listener');
    }
  });

  it("answers the 404 to a role the collection's read access gives no draft (or only the published version)", async () => {
    const preview = await previewWith(undefined);
    auth.mockResolvedValue({ user: { id: 4, role: 'pharmacovigilance' } });
    try {
      // Never published: the API's 404.
      theirs.mockResolvedValueOnce(null);
      await expect(preview.Page(params('hr'))).rejects.toThrow('NEXT_NOT_FOUND');
      // Published, with newer changes: the API gives the published version, not the draft.
      theirs.mockResolvedValueOnce({ updatedAt: '2026-11-01T10:00:00.000Z' });
      await expect(preview.Page(params('hr'))).rejects.toThrow('NEXT_NOT_FOUND');
      expect(content.withDraft).not.toHaveBeenCalled();
      expect(findByID).toHaveBeenCalledWith(
        expect.objectContaining({
          collection: 'news',
          id: '7',
          draft: true,
          overrideAccess: false,
          user: { id: 4, role: 'pharmacovigilance' },
        }),
      );
    } finally {
      auth.mockResolvedValue({ user: { id: 1, role: 'editor' } });
    }
  });

  it('answers the 404 to a valid staff session on a public host (BACK_OFFICE=off), reading no draft', async () => {
    const preview = await previewWith('off');
    for (const lang of ['hr', 'en']) {
      await expect(preview.Page(params(lang))).rejects.toThrow('NEXT_NOT_FOUND');
    }
    expect(auth).not.toHaveBeenCalled();
    expect(content.withDraft).not.toHaveBeenCalled();
  });
});
