import type { ReactNode } from 'react';
import { JsonLd } from '../seo/structuredData/JsonLd';
import { organizationJsonLd, organizationPages } from '../seo/structuredData/organization';
import { NavigationLanded } from '../runtime/NavigationLanded';
import type { SiteContext } from '../routing/siteContext';
import { contentRevisionAttribute } from '../routing/pageStatus.mjs';
import { Header } from './Header';

/**
 * Header and page. The header renders inside each page, not the root layout, because only the page
 * knows its route: the language switcher and the current-menu marks depend on it. The footer does
 * not, and the root layout renders it. `notice` goes above the header: a draft's preview says there
 * that it is one (backoffice/livePreview); public pages have none.
 */
export function SiteFrame({
  ctx,
  children,
  notice,
}: {
  ctx: SiteContext;
  children: ReactNode;
  notice?: ReactNode;
}) {
  return (
    <>
      {notice}
      <Header ctx={ctx} />
      {/* The content revision: the page cache renders the page anew once the back office has another. */}
      <main id="main" tabIndex={-1} {...{ [contentRevisionAttribute]: ctx.revision }}>
        {children}
      </main>
      {ctx.route && organizationPages.has(ctx.route.name) && (
        <JsonLd data={organizationJsonLd(ctx)} />
      )}
      <NavigationLanded />
    </>
  );
}
