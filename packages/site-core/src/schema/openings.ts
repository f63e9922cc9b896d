import type { Locale } from '../i18n/locales';
import type { JobPosition, Market } from '../market/types';
import type { ParamSource, ParamTranslator } from '../routing/routeTable';

/** Today as an ISO date (UTC), the form `closesOn` is written in. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Open until the end of its closing day, unless HR marked it closed. Pages are prerendered, so a
 * closing date takes effect on the next build or publish; `closed` takes effect with the change.
 */
export function isOpen(
  position: Pick<JobPosition, 'closed' | 'closesOn'>,
  today = new Date(),
): boolean {
  return !position.closed && position.closesOn >= isoDay(today);
}

export const openingsOf = (market: Pick<Market, 'openPositions'>) => market.openPositions ?? [];

/** The openings a visitor can apply to, newest first. */
export function openOpenings(market: Pick<Market, 'openPositions'>, today = new Date()) {
  return openingsOf(market)
    .filter((position) => isOpen(position, today))
    .sort((a, b) => b.postedOn.localeCompare(a.postedOn));
}

export function openingBySlug(
  market: Pick<Market, 'openPositions'>,
  locale: Locale,
  slug: string | undefined,
): JobPosition | undefined {
  return slug ? openingsOf(market).find((position) => position.slug[locale] === slug) : undefined;
}

/**
 * A page of a closed opening (or a slug no opening has): it answers 410 and stays out of the
 * sitemap and search. Any other route is not.
 */
export function isClosedOpeningPage(
  market: Pick<Market, 'openPositions'>,
  route: { name: string; params: { slug?: string } },
  locale: Locale,
  today = new Date(),
): boolean {
  if (route.name !== 'jobOpening') return false;
  const opening = openingBySlug(market, locale, route.params.slug);
  return !opening || !isOpen(opening, today);
}

export function openingById(market: Pick<Market, 'openPositions'>, id: string) {
  return openingsOf(market).find((position) => position.id === id);
}

/**
 * Every opening has a page, closed ones too: a link in an old advert or a search result then
 * says the position is closed rather than that the page does not exist.
 */
export function openingParamSource(market: Pick<Market, 'openPositions'>): ParamSource {
  return {
    jobOpening: (locale) => openingsOf(market).flatMap((position) => position.slug[locale] ?? []),
  };
}

export function openingParamTranslator(market: Pick<Market, 'openPositions'>): ParamTranslator {
  return (name, from, slug, to) =>
    name === 'jobOpening' ? openingBySlug(market, from, slug)?.slug[to] : undefined;
}

/**
 * How long an application is kept: until the selection ends (taken as the closing date, or the day
 * it arrived if later) and six months after, as the privacy notice says.
 */
export function retentionEnd(position: Pick<JobPosition, 'closesOn'>, receivedAt: Date): Date {
  const closing = new Date(`${position.closesOn}T23:59:59.999Z`);
  const end = new Date(Math.max(closing.getTime(), receivedAt.getTime()));
  end.setUTCMonth(end.getUTCMonth() + 6);
  return end;
}
