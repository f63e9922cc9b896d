import type { Graph, LocalBusiness } from 'schema-dts';
import type { Location } from '../../market/types';
import type { SiteContext } from '../../routing/siteContext';
import { absoluteUrl } from '../alternates';
import { localize } from '../../content/company/localize';
import { organizationId, postalAddress } from './organization';

/** One location of the market (head office, warehouse, office) as a LocalBusiness of the company. */
export function locationBusiness(
  ctx: Pick<SiteContext, 'market' | 'intl' | 'locale'>,
  location: Location,
  pageUrl: string,
): LocalBusiness {
  const { market, intl, locale } = ctx;
  const telephone = [location.tel1, ...(location.tel2 ? [location.tel2] : [])];
  return {
    '@type': 'LocalBusiness',
    '@id': `${pageUrl}#location-${location.id}`,
    name: `${market.appName}, ${location.city}`,
    description: intl.tm(`location.kind.${location.kind}`),
    // "Sarajevo / Ilidža" names the area; the postal locality is the last part.
    address: postalAddress(
      location.address,
      location.postalCode,
      location.city.split(' / ').at(-1)!,
      localize(location.country, locale, `locations.${location.id}.country`),
    ),
    telephone: telephone.length === 1 ? telephone[0]! : telephone,
    ...(location.email ? { email: location.email } : {}),
    url: pageUrl,
    parentOrganization: { '@id': organizationId(market) },
  };
}

/** Every location of the market, as one graph for the about page that lists them. */
export function locationsJsonLd(
  ctx: Pick<SiteContext, 'market' | 'intl' | 'router' | 'locale'>,
): Graph {
  const pageUrl = absoluteUrl(ctx.market, ctx.router.href('about', ctx.locale));
  return {
    '@context': 'https://schema.org',
    '@graph': ctx.market.locations.map((location) => locationBusiness(ctx, location, pageUrl)),
  };
}
