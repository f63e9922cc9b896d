import { departmentName } from '../../contact/directory';
import type { ContactPoint, Organization, PostalAddress, WithContext } from 'schema-dts';
import { localize } from '../../content/company/localize';
import type { Market } from '../../market/types';
import type { RouteName } from '../../routing/routeTable';
import type { SiteContext } from '../../routing/siteContext';
import { absoluteUrl } from '../alternates';

/** One node id for the company, so locations, articles and events point at it instead of repeating it. */
export function organizationId(market: Pick<Market, 'siteUrl'>): string {
  return `${absoluteUrl(market, '/')}#organization`;
}

export function postalAddress(
  street: string,
  postalCode: string,
  city: string,
  country: string,
): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode,
    addressLocality: city,
    addressCountry: country,
  };
}

/**
 * The pages that describe the company itself carry its full Organization node: the home page and
 * the company information page, where search engines look for it. Other pages point at it by
 * `organizationId` where they need a publisher; repeating the ~7 kB node (one contact point per
 * department) on every page only slowed every page down.
 */
export const organizationPages: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'companyInformation',
]);

/**
 * The company behind the market site: legal name, VAT and tax ids, seat, and one
 * contact point per department of the directory (named as the contact form names it), serving
 * the market's country in the market's languages.
 */
export function organizationJsonLd({
  market,
  locale,
}: Pick<SiteContext, 'market' | 'locale'>): WithContext<Organization> {
  const { company } = market;
  const country = localize(company.seat.country, locale, 'company.seat.country');
  const contactPoint: ContactPoint[] = Object.entries(market.departments).map(
    ([key, department]) => ({
      '@type': 'ContactPoint',
      contactType: departmentName(market, key, locale),
      telephone: department.tel,
      email: department.mail,
      areaServed: { '@type': 'Country', name: country },
      availableLanguage: [...market.locales],
    }),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(market),
    name: market.appName,
    legalName: company.corporateName,
    alternateName: company.abbreviatedName,
    url: absoluteUrl(market, '/'),
    email: company.email,
    telephone: company.phone,
    vatID: company.vatId,
    taxID: localize(company.taxId, locale, 'company.taxId'),
    foundingDate: String(company.founded),
    address: postalAddress(
      company.seat.street,
      company.seat.postalCode,
      company.seat.city,
      country,
    ),
    areaServed: { '@type': 'Country', name: country },
    contactPoint,
  };
}
