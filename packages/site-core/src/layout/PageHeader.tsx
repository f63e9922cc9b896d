import { PageLink } from './PageLink';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@medivia/ui/Breadcrumbs';
import { routeDefinition, type RouteName } from '../routing/routeTable';
import { breadcrumbJsonLd } from '../seo/structuredData/breadcrumbList';
import { JsonLd } from '../seo/structuredData/JsonLd';
import { routeTitle, type SiteContext } from '../routing/siteContext';
import styles from './PageHeader.module.css';

/** Home, then each parent from the route table, then the page itself. */
export function breadcrumbTrail(ctx: SiteContext, name: RouteName, title: string) {
  const trail: { href: string; label: string }[] = [];
  let parent = routeDefinition(name).parent as RouteName | undefined;
  while (parent) {
    if (ctx.router.isVisible(parent))
      trail.unshift({ href: ctx.router.href(parent, ctx.locale), label: routeTitle(ctx, parent) });
    parent = routeDefinition(parent).parent as RouteName | undefined;
  }
  trail.unshift({ href: ctx.router.href('home', ctx.locale), label: routeTitle(ctx, 'home') });
  return [
    ...trail,
    { href: ctx.route ? ctx.router.href(name, ctx.locale, ctx.route.params) : '#', label: title },
  ];
}

export function PageHeader({
  ctx,
  name,
  title,
  lead,
  eyebrow,
  actions,
}: {
  ctx: SiteContext;
  name: RouteName;
  title: string;
  lead?: string;
  eyebrow?: string;
  actions?: ReactNode;
}) {
  const trail = breadcrumbTrail(ctx, name, title);
  return (
    <div className={styles.header}>
      <div className={styles.inner}>
        <Breadcrumbs label={ctx.intl.t('nav.breadcrumbs')} items={trail} linkComponent={PageLink} />
        <JsonLd data={breadcrumbJsonLd(ctx.market, trail)} />
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
