import type { CollectionBeforeValidateHook, CollectionConfig, PayloadRequest } from 'payload';
import {
  liveSourceProblem,
  makesLoop,
  normalizedPath,
  offSiteForAdministrators,
  sourceProblem,
  targetProblem,
} from '../../routing/redirects';
import { settingsOf, siteStateOf } from '../../routing/siteState';
import type { MarketConfig } from '../../market/types';
import { editors } from '../access/index.mts';
import { redirectsOffSite } from '../access/roles.mts';
import { backOfficeContent } from '../content.mts';
import { fieldError, keepFieldErrors } from '../apiError.mts';
import { contentHooks } from '../contentModel.mts';
import { refusalsFor } from '../staffLanguage/refusals.mts';
import { isLivePage } from './livePages';
import { redirectsSlug, storedRedirects } from './store.mts';

export { redirectsSlug } from './store.mts';

/** Whether `path` is a page the site shows now (its published content, as the pages read it). */
async function isLiveNow(req: PayloadRequest, path: string): Promise<boolean> {
  const loadMarket = req.payload.config.custom?.loadMarket as
    (() => Promise<MarketConfig>) | undefined;
  if (!loadMarket) return false;
  const market = await loadMarket();
  const content = await backOfficeContent(req.payload.config, market).published();
  return isLivePage(siteStateOf(settingsOf(market), content), path);
}

/**
 * A redirect's addresses in the form compared everywhere, refused with the reason on the field that
 * is wrong: a source that is no path of the site or is a live page (the site answers it and never
 * reads the redirect), a target that is neither a path nor an https URL (or an https URL from
 * somebody who is no administrator), a source another redirect already has, or a target that leads
 * back round to the source.
 */
const checkRedirect: CollectionBeforeValidateHook = async ({ data, req, originalDoc, context }) => {
  if (!data) return data;
  const from = normalizedPath(String(data.from ?? originalDoc?.from ?? ''));
  const to = String(data.to ?? originalDoc?.to ?? '').trim();
  const fromProblem = sourceProblem(from);
  const refusals = refusalsFor(req);
  if (fromProblem) throw await fieldError('from', refusals.say(fromProblem));
  const toProblem = targetProblem(to);
  if (toProblem) throw await fieldError('to', refusals.say(toProblem));
  if (!to.startsWith('/') && !redirectsOffSite({ req })) {
    throw await fieldError('to', refusals.say(offSiteForAdministrators));
  }
  // A publish's own redirects (slugChanges.mts) are from addresses it just took off the site, which
  // the published content read here (outside the publish's transaction) still shows.
  if (
    !context.addressesMoved &&
    from !== normalizedPath(String(originalDoc?.from ?? '')) &&
    (await isLiveNow(req, from))
  ) {
    throw await fieldError('from', refusals.say(liveSourceProblem));
  }
  const id = (originalDoc as { id?: number | string } | undefined)?.id;
  const others = (await storedRedirects(req)).filter((other) => other.id !== id);
  if (others.some((other) => normalizedPath(other.from) === from)) {
    throw await fieldError('from', refusals.redirectTaken(from));
  }
  if (makesLoop(others, { from, to })) {
    throw await fieldError('to', refusals.redirectLoop(from));
  }
  return { ...data, from, to: to.startsWith('/') ? normalizedPath(to) : to };
};

/**
 * Old addresses of the site and where they lead (301). Made when a published article, opening,
 * category or brand page gets a new slug (slugChanges.mts); staff list, add, change and delete them.
 * A save moves the content revision, so the site answers the new redirect within seconds.
 */
export function redirects(): CollectionConfig {
  return {
    slug: redirectsSlug,
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      useAsTitle: 'from',
      group: 'Site',
      defaultColumns: ['from', 'to', 'updatedAt'],
      description:
        'An old address that visitors and search engines are sent on from (permanently). Made when a published page’s slug changes; add one when a page moves elsewhere.',
    },
    access: { read: editors, create: editors, update: editors, delete: editors },
    hooks: { ...contentHooks, beforeValidate: [checkRedirect], afterError: [keepFieldErrors] },
    fields: [
      {
        name: 'from',
        label: 'Old address',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        admin: {
          description:
            'A path of this site as visitors typed it, e.g. /novosti-i-dogadanja/stari-naslov or /en/news-and-events/old-title.',
        },
      },
      {
        name: 'to',
        label: 'New address',
        type: 'text',
        required: true,
        admin: {
          description:
            'A path of this site (e.g. /kontakt). Only administrators may send visitors to another site (a full https:// address).',
        },
      },
    ],
  };
}
