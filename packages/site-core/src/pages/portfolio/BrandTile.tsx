import { PageLink } from '../../layout/PageLink';
import { Card } from '@medivia/ui/Card';
import { CardPhoto } from '../../layout/CardPhoto';
import type { SiteContext } from '../../routing/siteContext';
import { BrandMark } from './BrandMark';
import type { BrandListing } from './brandListings';

/** A tile's width in the brand grid: one column on phones, two from 600 px, two to four from 900 px. */
const tileWidth = '(min-width: 56.25rem) 33vw, (min-width: 37.5rem) 50vw, 100vw';

/**
 * A linked brand card: the brand page's photo across the top where staff uploaded one, its typographic
 * mark, the brand's name as the one link, its short description.
 */
export function BrandTile({ ctx, brand }: { ctx: SiteContext; brand: BrandListing }) {
  return (
    <Card
      as="li"
      cover={
        brand.photo ? (
          <CardPhoto
            photo={brand.photo}
            alt={brand.photo.alt[ctx.locale] ?? ''}
            sizes={tileWidth}
          />
        ) : undefined
      }
      media={<BrandMark mark={brand.mark} logo={brand.logo} size="sm" />}
      title={brand.title}
      text={brand.description}
      href={brand.href}
      cta={ctx.intl.t('portfolio.learnMore')}
      linkComponent={PageLink}
    />
  );
}
