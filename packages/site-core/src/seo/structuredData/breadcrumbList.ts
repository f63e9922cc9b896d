import type { BreadcrumbList, ListItem, WithContext } from 'schema-dts';
import type { Market } from '../../market/types';
import { absoluteUrl } from '../alternates';

/** A trail as PageHeader's breadcrumbs show it: home first, the page itself last. */
export type Trail = readonly { href: string; label: string }[];

/** The visible breadcrumbs as a BreadcrumbList; the current page may lack an address (no route), so it then has none. */
export function breadcrumbJsonLd(
  market: Pick<Market, 'siteUrl'>,
  trail: Trail,
): WithContext<BreadcrumbList> {
  const itemListElement: ListItem[] = trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.label,
    ...(crumb.href.startsWith('/') ? { item: absoluteUrl(market, crumb.href) } : {}),
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
}
