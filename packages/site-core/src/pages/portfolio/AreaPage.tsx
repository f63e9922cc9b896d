import { publishedCopy } from '../../content/writtenPages';
import { internalLinkHref } from '../../routing/internalLinks';
import { PageLink } from '../../layout/PageLink';
import { Card } from '@medivia/ui/Card';
import { Stat } from '@medivia/ui/Stat';
import { AwardIcon, ShieldCheckIcon } from '@medivia/ui/Icon';
import { Prose } from '../../content/Prose';
import { areaContent, areaCopyIn } from '../../content/portfolio';
import type { AreaContent } from '../../schema/portfolio';
import { ContactButton } from '../../layout/ContactButton';
import { PageHeader } from '../../layout/PageHeader';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { routeIcon } from '../home/routeIcons';
import { AreaIllustration } from './AreaIllustration';
import { areaStats } from './areaFigures';
import { BrandTile } from './BrandTile';
import { areaBrands } from './brandListings';
import { gridStyle } from './gridColumns';
import { contactDepartmentFor } from '../../contact/routeDepartment';
import styles from './AreaPage.module.css';

function FiguresBand({ ctx, content }: { ctx: SiteContext; content: AreaContent }) {
  const stats = areaStats(ctx, content.figures);
  if (stats.length === 0) return null;
  return (
    <section className={styles.band} aria-labelledby="area-figures">
      <div className={styles.inner}>
        <h2 id="area-figures" className="visually-hidden">
          {ctx.intl.t('portfolio.figures.title')}
        </h2>
        <ul className={styles.stats}>
          {stats.map((stat) => (
            <li key={stat.key}>
              <Stat value={stat.value} label={stat.label} tone="inverse" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Certificates({ ctx, content }: { ctx: SiteContext; content: AreaContent }) {
  if (content.certificates.length === 0) return null;
  return (
    <section className={styles.certificates} aria-labelledby="area-certificates">
      <h2 id="area-certificates" className={styles.asideTitle}>
        {ctx.intl.t('portfolio.certificates.title')}
      </h2>
      <ul className={styles.certificateList}>
        {content.certificates.map((key) => {
          const Icon = key.startsWith('iso') ? AwardIcon : ShieldCheckIcon;
          return (
            <li key={key}>
              <Icon className={styles.certificateIcon} />
              <span>
                <strong>{ctx.intl.tm(`portfolio.certificate.${key}.name`)}</strong>
                <span className={styles.certificateText}>
                  {ctx.intl.tm(`portfolio.certificate.${key}.text`)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A department or service page: header with contact CTA, figures, drawn topic, copy, portfolio, links. */
export function AreaPage({ ctx }: { ctx: SiteContext }) {
  const { intl, router, locale } = ctx;
  const name = ctx.route!.name;
  const content = areaContent[name];
  if (!content) throw new Error(`No portfolio content module for the route ${name}`);
  const copy = publishedCopy(areaCopyIn(ctx.market, name, locale), name, locale);
  const department = contactDepartmentFor(ctx.market, name);
  const brands = areaBrands(ctx, content);
  const related = content.related.filter(router.isVisible);

  return (
    <>
      <PageHeader
        ctx={ctx}
        name={name}
        eyebrow={intl.t(
          content.kind === 'department'
            ? 'portfolio.eyebrow.department'
            : 'portfolio.eyebrow.service',
        )}
        title={routeTitle(ctx, name)}
        lead={copy.lead}
        actions={<ContactButton label={copy.cta.button} department={department} size="lg" />}
      />
      <FiguresBand ctx={ctx} content={content} />

      <div className={`${styles.inner} ${styles.overview}`}>
        <div className={styles.illustration}>
          <AreaIllustration name={content.illustration} />
        </div>
        <div className={styles.copy}>
          <Prose sections={copy.sections} internalHref={internalLinkHref(ctx)} />
        </div>
        <aside className={styles.aside}>
          <Certificates ctx={ctx} content={content} />
        </aside>
      </div>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="area-groups">
        <div className={styles.inner}>
          <h2 id="area-groups">{copy.groups.heading}</h2>
          {copy.groups.intro && <p className={styles.intro}>{copy.groups.intro}</p>}
          <ul className={styles.grid} style={gridStyle(copy.groups.items.length)}>
            {copy.groups.items.map((item) => (
              <Card key={item.title} as="li" title={item.title} text={item.text} />
            ))}
          </ul>
        </div>
      </section>

      {brands.length > 0 && (
        <section className={styles.section} aria-labelledby="area-brands">
          <div className={styles.inner}>
            <h2 id="area-brands">{intl.t('portfolio.brands.title')}</h2>
            <p className={styles.intro}>{intl.t('portfolio.brands.intro')}</p>
            <ul className={styles.brandGrid} style={gridStyle(brands.length)}>
              {brands.map((brand) => (
                <BrandTile key={brand.key} ctx={ctx} brand={brand} />
              ))}
            </ul>
          </div>
        </section>
      )}

      {related.length > 0 && (
        <section className={styles.section} aria-labelledby="area-related">
          <div className={styles.inner}>
            <h2 id="area-related">{intl.t('portfolio.related.title')}</h2>
            <ul className={styles.grid} style={gridStyle(related.length)}>
              {related.map((other) => {
                const Icon = routeIcon[other];
                return (
                  <Card
                    key={other}
                    as="li"
                    title={routeTitle(ctx, other)}
                    text={intl.tm(`route.${other}.description`)}
                    href={router.href(other, locale)}
                    icon={Icon ? <Icon /> : undefined}
                    cta={intl.t('portfolio.learnMore')}
                    linkComponent={PageLink}
                  />
                );
              })}
            </ul>
          </div>
        </section>
      )}

      <section className={styles.ctaBand} aria-labelledby="area-cta">
        <div className={`${styles.inner} ${styles.ctaInner}`}>
          <div>
            <h2 id="area-cta">{copy.cta.title}</h2>
            <p>{copy.cta.text}</p>
          </div>
          <ContactButton
            label={copy.cta.button}
            department={department}
            variant="inverse"
            size="lg"
          />
        </div>
      </section>
    </>
  );
}
