import Link from 'next/link';
import { Card } from '@medivia/ui/Card';
import type { SiteContext } from '../../routing/siteContext';
import { BrandMark } from './BrandMark';
import type { BrandListing } from './brandListings';

/** A linked brand card: typographic mark, the brand's name as the one link, its short description. */
export function BrandTile({ ctx, brand }: { ctx: SiteContext; brand: BrandListing }) {
  return (
    <Card
      as="li"
      media={<BrandMark mark={brand.mark} logo={brand.logo} size="sm" />}
      title={brand.title}
      text={brand.description}
      href={brand.href}
      cta={ctx.intl.t('portfolio.learnMore')}
      linkComponent={Link}
    />
  );
}
