import Link from 'next/link';
import { ArrowRightIcon } from '@medivia/ui/Icon';
import type { BrandMark as BrandMarkData } from '../../content/portfolio/model';
import type { RouteName } from '../../routing/routeTable';
import { routeTitle, type SiteContext } from '../../site/context';
import { BrandMark } from './BrandMark';
import styles from './BrandTile.module.css';

/** A linked brand card: typographic mark, the brand's name as the one link, its short description. */
export function BrandTile({ ctx, name, mark }: { ctx: SiteContext; name: RouteName; mark: BrandMarkData }) {
  return (
    <li className={styles.tile}>
      <BrandMark mark={mark} size="sm" />
      <h3 className={styles.title}>
        <Link href={ctx.router.href(name, ctx.locale)} className={styles.link}>
          {routeTitle(ctx, name)}
        </Link>
      </h3>
      <p className={styles.text}>{ctx.intl.tm(`route.${name}.description`)}</p>
      <p className={styles.cta} aria-hidden="true">
        {ctx.intl.t('portfolio.learnMore')}
        <ArrowRightIcon size="1.125em" />
      </p>
    </li>
  );
}
