import { PageHeader } from '../layout/PageHeader';
import { routeTitle, type SiteContext } from '../routing/siteContext';

/** A page whose body the content registry does not (yet) provide: its localized heading and lead. */
export function GenericPage({ ctx }: { ctx: SiteContext }) {
  const name = ctx.route!.name;
  return (
    <PageHeader
      ctx={ctx}
      name={name}
      title={routeTitle(ctx, name)}
      lead={ctx.intl.tm(`route.${name}.description`)}
    />
  );
}
