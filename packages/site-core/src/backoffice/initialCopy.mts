import type { Endpoint, PayloadRequest } from 'payload';
import type { Locale } from '../i18n/locales';
import type { SeededMarket } from '../seed/marketSeed';
import type { RouteName } from '../routing/routeTable';
import { initialPageDocs, pageCopyCollections, type PageCopyCollection } from './content.mts';
import { json as answer } from './desks/shared/deskHttp.mts';

const isPageCopy = (slug: string): slug is PageCopyCollection =>
  (pageCopyCollections as readonly string[]).includes(slug);

/**
 * "Reset to the initial copy": `POST /admin/api/fixed-pages/:collection/:id/initial-copy` writes the
 * copy the page was installed with, in every language of the market, as a new draft of its document
 * (nothing is lost: the versions keep what was there, and staff publish the draft when they have read
 * it). Whoever may edit the page may reset it; others get 403.
 */
export const initialCopyEndpoint: Endpoint = {
  path: '/fixed-pages/:collection/:id/initial-copy',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const collection = String(req.routeParams?.collection ?? '');
    const id = String(req.routeParams?.id ?? '');
    if (!isPageCopy(collection))
      return answer(404, { error: `No fixed pages are called ${collection}.` });
    if (!req.user) return answer(401, { error: 'Sign in to reset a page.' });
    const loadMarket = req.payload.config.custom?.loadMarket as
      (() => Promise<SeededMarket>) | undefined;
    if (!loadMarket) return answer(404, { error: 'This site keeps no initial copy.' });
    const market = await loadMarket();
    const stored = await req.payload
      .findByID({ collection, id, depth: 0, overrideAccess: true, draft: true })
      .catch(() => null);
    if (!stored) return answer(404, { error: `No page ${id} in ${collection}.` });
    const route = (stored as { key?: string }).key as RouteName;
    const restored: Locale[] = [];
    for (const [locale, data] of initialPageDocs(market, collection, route)) {
      try {
        await req.payload.update({
          collection,
          id,
          locale,
          draft: true,
          data: { ...data, _status: 'draft' } as never,
          overrideAccess: false,
          user: req.user,
          depth: 0,
        });
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 403)
          return answer(403, { error: 'You are not allowed to change this page.' });
        throw error;
      }
      restored.push(locale);
    }
    return answer(200, {
      message: `The initial copy is a draft in ${restored.join(', ')}: publish it to show it.`,
      restored,
    });
  },
};
