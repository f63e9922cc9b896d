import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getPayload, type SanitizedConfig } from 'payload';
import { getEnv } from '../env';
import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { MarketConfig } from '../market/types';
import { siteStateOf } from '../routing/siteState';
import { hideUnwrittenPages } from '../site/writtenPagesOnly';
import type { Site } from '../site/createSite';
import { mayReadDraft } from './access/drafts.mts';
import type { BackOfficeContent } from './content.mts';
import { contentCollections, type ContentCollection } from './contentModel.mts';
import { DraftBanner } from './livePreview/DraftBanner';
import { LivePreviewListener } from './livePreview/LivePreviewListener';

type PreviewParams = { params: Promise<{ lang: string; collection: string; id: string }> };

/**
 * The preview of a draft in the site's own design, for signed-in staff only (app/[lang]/preview/
 * [collection]/[id], the admin's Preview button). Rendered per request and never cached; anybody
 * without a back-office session, or whose role may not read the draft through the API
 * (access/drafts.mts), gets the 404, so no draft is readable through it. On a public host
 * (BACK_OFFICE=off) it is the back office's, so it is closed too: the localized 404 even for a valid
 * staff session, which would otherwise read drafts on a host whose admin is switched off.
 *
 * The admin's live preview frames it beside the document's form (livePreview/): the page says it is
 * a draft above its header, and its one island renders it anew when staff save. Only this route may
 * be framed, by the site's own origin (next/nextConfig.mjs, next/cspProxy.ts).
 */
export function createDraftPreview({
  config,
  content,
  site,
  market,
}: {
  config: Promise<SanitizedConfig> | SanitizedConfig;
  content: BackOfficeContent;
  site: Site;
  /** The market's settings: the draft's page shows the published content with the draft. */
  market: MarketConfig;
}) {
  async function draftFor({ params }: PreviewParams) {
    if (getEnv().BACK_OFFICE === 'off') return null;
    const { lang, collection, id } = await params;
    if (!(market.locales as readonly string[]).includes(lang)) return null;
    if (!(contentCollections as readonly string[]).includes(collection)) return null;
    const payload = await getPayload({ config });
    const { user } = await payload.auth({ headers: await headers() });
    if (!user) return null;
    // Staff see a draft here only when the API would give it to them (the collection's read access).
    if (!(await mayReadDraft(payload, user, collection as ContentCollection, id))) return null;
    const draft = await content.withDraft(collection as ContentCollection, id, lang as Locale);
    return draft && { ...draft, locale: lang as Locale };
  }

  async function Page(props: PreviewParams) {
    const draft = await draftFor(props);
    if (!draft) notFound();
    const state = hideUnwrittenPages(siteStateOf(market, draft.content));
    const intl = getIntl(market, draft.locale);
    const notice = (
      <>
        <DraftBanner title={intl.t('preview.draftTitle')} text={intl.t('preview.draftText')} />
        <LivePreviewListener />
      </>
    );
    return site.renderPage(state, draft.locale, draft.route, notice);
  }

  async function generateMetadata(): Promise<Metadata> {
    return { title: 'Preview', robots: { index: false, follow: false } };
  }

  return { Page, generateMetadata };
}
