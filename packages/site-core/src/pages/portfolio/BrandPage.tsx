import Link from 'next/link';
import { Alert } from '@medivia/ui/Alert';
import { ButtonLink } from '@medivia/ui/Button';
import { Card } from '@medivia/ui/Card';
import { ExternalLinkIcon } from '@medivia/ui/Icon';
import { Prose } from '../../content/Prose';
import { brandContent } from '../../content/portfolio';
import type { BrandContent } from '../../content/portfolio/model';
import { ContactButton } from '../../layout/ContactButton';
import { PageHeader } from '../../layout/PageHeader';
import type { RouteName } from '../../routing/routeTable';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { BrandMark } from './BrandMark';
import { BrandTile } from './BrandTile';
import { gridStyle } from './gridColumns';
import { contactDepartmentFor } from '../../contact/routeDepartment';
import { childRoutes, parentRoute } from './routeLinks';
import styles from './BrandPage.module.css';
import area from './AreaPage.module.css';

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

function BrandTiles({
  ctx,
  names,
  heading,
  id,
}: {
  ctx: SiteContext;
  names: RouteName[];
  heading: string;
  id: string;
}) {
  const tiles = names.flatMap((name) => {
    const data = brandContent[name];
    return data && ctx.router.isVisible(name) ? [{ name, data }] : [];
  });
  if (tiles.length === 0) return null;
  return (
    <section className={area.section} aria-labelledby={id}>
      <div className={area.inner}>
        <h2 id={id}>{heading}</h2>
        <ul className={area.brandGrid} style={gridStyle(tiles.length)}>
          {tiles.map(({ name, data }) => (
            <BrandTile key={name} ctx={ctx} name={name} mark={data.mark} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Shows the report link beside medicines and medical devices where the market and locale offer the report form. */
function ReportHint({ ctx, content }: { ctx: SiteContext; content: BrandContent }) {
  const reportable =
    content.kind === 'medicine' ||
    content.kind === 'herbalMedicine' ||
    content.kind === 'medicalDevice';
  if (
    !reportable ||
    !ctx.router.isVisible('report') ||
    !(ctx.market.reportLinkLocales ?? []).includes(ctx.locale)
  )
    return null;
  return (
    <p className={styles.report}>
      {ctx.intl.t('portfolio.brand.reportText')}{' '}
      <Link href={ctx.router.href('report', ctx.locale)}>{ctx.intl.t('nav.reportSideEffect')}</Link>
    </p>
  );
}

/** A represented brand or product: typographic mark, factual copy, safety line, products and links. */
export function BrandPage({ ctx }: { ctx: SiteContext }) {
  const { intl, locale } = ctx;
  const name = ctx.route!.name;
  const content = brandContent[name];
  if (!content) throw new Error(`No portfolio brand module for the route ${name}`);
  const copy = content.copy[locale];
  const title = routeTitle(ctx, name);
  const parent = parentRoute(name);
  const parentIsBrand = parent !== undefined && brandContent[parent] !== undefined;
  const department = contactDepartmentFor(ctx.market, name);
  const children = content.children ?? childRoutes(name);
  const siblings = parent
    ? childRoutes(parent).filter((other) => other !== name && brandContent[other])
    : [];
  const survey = content.kind === 'survey';
  const cta = {
    title: intl.t(survey ? 'portfolio.brand.surveyCtaTitle' : 'portfolio.brand.ctaTitle'),
    text: intl.t(survey ? 'portfolio.brand.surveyCtaText' : 'portfolio.brand.ctaText'),
    button: intl.t(survey ? 'portfolio.brand.surveyCtaButton' : 'portfolio.brand.ctaButton'),
  };

  const website = content.website && (
    <ButtonLink
      href={content.website}
      target="_blank"
      rel="noopener noreferrer"
      variant="secondary"
      size="lg"
      trailingIcon={<ExternalLinkIcon />}
    >
      {intl.t('portfolio.brand.website')}
      <span className="visually-hidden"> {intl.t('portfolio.brand.newTab')}</span>
    </ButtonLink>
  );

  return (
    <>
      <PageHeader
        ctx={ctx}
        name={name}
        eyebrow={parentIsBrand ? routeTitle(ctx, parent) : intl.t('portfolio.eyebrow.brand')}
        title={title}
        lead={copy.lead}
        actions={
          <>
            <ContactButton label={cta.button} department={department} size="lg" />
            {website}
          </>
        }
      />

      <div className={`${area.inner} ${styles.overview}`}>
        <aside className={styles.aside} aria-labelledby="brand-facts">
          <BrandMark mark={content.mark} />
          <h2 id="brand-facts" className={styles.factsTitle}>
            {intl.t('portfolio.brand.factsTitle')}
          </h2>
          <dl className={styles.facts}>
            {copy.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {content.website && (
              <div>
                <dt>{intl.t('portfolio.brand.websiteLabel')}</dt>
                <dd>
                  <a
                    href={content.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.external}
                  >
                    {hostOf(content.website)}
                    <ExternalLinkIcon size="1em" />
                    <span className="visually-hidden"> {intl.t('portfolio.brand.newTab')}</span>
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </aside>
        <div className={styles.copy}>
          <Prose sections={copy.sections} />
          <Alert tone="info" className={styles.note}>
            {copy.safetyNote}
          </Alert>
          <ReportHint ctx={ctx} content={content} />
        </div>
      </div>

      {copy.products && (
        <section className={`${area.section} ${area.muted}`} aria-labelledby="brand-products">
          <div className={area.inner}>
            <h2 id="brand-products">{copy.products.heading}</h2>
            <ul className={area.grid} style={gridStyle(copy.products.items.length)}>
              {copy.products.items.map((item) => (
                <Card key={item.title} as="li" title={item.title} text={item.text} />
              ))}
            </ul>
          </div>
        </section>
      )}

      <BrandTiles
        ctx={ctx}
        names={children}
        heading={intl.t('portfolio.brand.productsTitle')}
        id="brand-children"
      />
      <BrandTiles
        ctx={ctx}
        names={siblings}
        heading={intl.t('portfolio.brand.otherBrands')}
        id="brand-siblings"
      />

      <section className={area.ctaBand} aria-labelledby="brand-cta">
        <div className={`${area.inner} ${area.ctaInner}`}>
          <div>
            <h2 id="brand-cta">{cta.title}</h2>
            <p>{cta.text}</p>
          </div>
          <ContactButton label={cta.button} department={department} variant="inverse" size="lg" />
        </div>
      </section>
    </>
  );
}
