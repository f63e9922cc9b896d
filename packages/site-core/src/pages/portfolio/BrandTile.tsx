import Link from 'next/link';
import { Card } from '@medivia/ui/Card';
import type { BrandMark as BrandMarkData } from '../../content/portfolio/model';
import type { RouteName } from '../../routing/routeTable';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { BrandMark } from './BrandMark';

/** A linked brand card: typographic mark, the brand's name as the one link, its short description. */
export function BrandTile({
  ctx,
  name,
  mark,
}: {
  ctx: SiteContext;
  name: RouteName;
  mark: BrandMarkData;
}) {
  return (
    <Card
      as="li"
      media={<BrandMark mark={mark} size="sm" />}
      title={routeTitle(ctx, name)}
      text={ctx.intl.tm(`route.${name}.description`)}
      href={ctx.router.href(name, ctx.locale)}
      cta={ctx.intl.t('portfolio.learnMore')}
      linkComponent={Link}
    />
  );
}
