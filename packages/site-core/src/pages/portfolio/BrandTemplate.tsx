import { internalLinkHref } from '../../routing/internalLinks';
import { PageLink } from '../../layout/PageLink';
import { Alert } from '@medivia/ui/Alert';
import { ButtonLink } from '@medivia/ui/Button';
import { Card } from '@medivia/ui/Card';
import { ExternalLinkIcon } from '@medivia/ui/Icon';
import type { PublishedImage } from '../../schema/content';
import { Prose } from '../../content/Prose';
import type { BrandContent, BrandCopy } from '../../schema/portfolio';
import { contactDepartmentFor } from '../../contact/routeDepartment';
import { ContactButton } from '../../layout/ContactButton';
import { HeroPhoto } from '../../layout/HeroPhoto';
import { PageHeader } from '../../layout/PageHeader';
import type { RouteName } from '../../routing/routeTable';
import type { SiteContext } from '../../routing/siteContext';
import { BrandMark } from './BrandMark';
import { BrandTile } from './BrandTile';
import type { BrandListing } from './brandListings';
import { gridStyle } from './gridColumns';
import styles from './BrandPage.module.css';
import area from './AreaPage.module.css';

/** What a brand page shows, whether its copy comes from a content module or from the back office. */
export interface BrandView {
  /** The route: its breadcrumb parents and the department its contact button asks. */
  name: RouteName;
  title: string;
  eyebrow: string;
  content: Pick<BrandContent, 'kind' | 'mark' | 'website'> & {
    logo?: PublishedImage;
    hero?: PublishedImage;
  };
  copy: BrandCopy;
  /** Product pages of a parent brand, listed below its products. */
  children: BrandListing[];
  /** The other brands beside it. */
  siblings: BrandListing[];
}

/** The copy's column: beside the facts from 900 px (at most the page's 80rem less the aside), else the screen. */
const copyColumn = '(min-width: 56.25rem) 52rem, calc(100vw - 2.5rem)';

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

function BrandTiles({
  ctx,
  brands,
  heading,
  id,
}: {
  ctx: SiteContext;
  brands: BrandListing[];
  heading: string;
  id: string;
}) {
  if (brands.length === 0) return null;
  return (
    <section className={area.section} aria-labelledby={id}>
      <div className={area.inner}>
        <h2 id={id}>{heading}</h2>
        <ul className={area.brandGrid} style={gridStyle(brands.length)}>
          {brands.map((brand) => (
            <BrandTile key={brand.key} ctx={ctx} brand={brand} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Shows the report link beside medicines and medical devices where the market and locale offer the report form. */
function ReportHint({ ctx, kind }: { ctx: SiteContext; kind: BrandContent['kind'] }) {
  const reportable = kind === 'medicine' || kind === 'herbalMedicine' || kind === 'medicalDevice';
  if (
    !reportable ||
    !ctx.router.isVisible('report') ||
    !(ctx.market.reportLinkLocales ?? []).includes(ctx.locale)
  )
    return null;
  return (
    <p className={styles.report}>
      {ctx.intl.t('portfolio.brand.reportText')}{' '}
      <PageLink href={ctx.router.href('report', ctx.locale)}>
        {ctx.intl.t('nav.reportSideEffect')}
      </PageLink>
    </p>
  );
}

/** A represented brand or product: typographic mark, factual copy, safety line, products and links. */
export function BrandTemplate({ ctx, view }: { ctx: SiteContext; view: BrandView }) {
  const { intl } = ctx;
  const { name, content, copy } = view;
  const department = contactDepartmentFor(ctx.market, name);
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
        eyebrow={view.eyebrow}
        title={view.title}
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
          <BrandMark mark={content.mark} logo={content.logo} />
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
          {content.hero && (
            <HeroPhoto photo={content.hero} locale={ctx.locale} sizes={copyColumn} />
          )}
          <Prose sections={copy.sections} internalHref={internalLinkHref(ctx)} />
          <Alert tone="info" className={styles.note}>
            {copy.safetyNote}
          </Alert>
          <ReportHint ctx={ctx} kind={content.kind} />
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
        brands={view.children}
        heading={intl.t('portfolio.brand.productsTitle')}
        id="brand-children"
      />
      <BrandTiles
        ctx={ctx}
        brands={view.siblings}
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
