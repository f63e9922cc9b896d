import { PageLink } from '../../layout/PageLink';
import { notFound } from 'next/navigation';
import { Badge } from '@medivia/ui/Badge';
import { ButtonLink } from '@medivia/ui/Button';
import { ArrowRightIcon, CalendarIcon, CheckIcon, MapPinIcon, UsersIcon } from '@medivia/ui/Icon';
import { ApplicationFormIsland as ApplicationForm } from '../../careers/ApplicationFormIsland';
import { isOpen, openingBySlug, openOpenings } from '../../schema/openings';
import { localize } from '../../content/company/localize';
import { formatDay } from '../../content/newsText';
import { featureMessages } from '../../i18n/catalogue';
import { marketMessages } from '../../i18n/intl';
import type { JobPosition } from '../../market/types';
import { HeroPhoto } from '../../layout/HeroPhoto';
import { PageHeader } from '../../layout/PageHeader';
import { goneMarker } from '../../routing/pageStatus.mjs';
import type { SiteContext } from '../../routing/siteContext';
import careers from './CareersPage.module.css';
import layout from './layout.module.css';
import { OpeningList } from './OpeningList';
import styles from './JobOpeningPage.module.css';

/** The description's column: two thirds of the page from 960 px (at most 48em), else the screen. */
const descriptionColumn = '(min-width: 60rem) 48em, calc(100vw - 2.5rem)';

const [goneAttribute, goneValue] = goneMarker.replaceAll('"', '').split('=') as [string, string];

/** The facts of an opening as a definition list: where, which team, what kind of contract, dates. */
function OpeningFacts({ ctx, opening }: { ctx: SiteContext; opening: JobPosition }) {
  const { intl, locale } = ctx;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>
          <MapPinIcon /> {intl.t('careers.location')}
        </dt>
        <dd>{opening.location}</dd>
      </div>
      <div>
        <dt>
          <UsersIcon /> {intl.t('careers.team')}
        </dt>
        <dd>{localize(opening.team, locale, `openPositions.${opening.id}.team`)}</dd>
      </div>
      <div>
        <dt>{intl.t('careers.job.employment')}</dt>
        <dd>{intl.tm(`careers.employment.${opening.employment}`)}</dd>
      </div>
      <div>
        <dt>
          <CalendarIcon /> {intl.t('careers.job.posted')}
        </dt>
        <dd>
          <time dateTime={opening.postedOn}>{formatDay(intl, opening.postedOn)}</time>
        </dd>
      </div>
      <div>
        <dt>
          <CalendarIcon /> {intl.t('careers.job.closes')}
        </dt>
        <dd>
          <time dateTime={opening.closesOn}>{formatDay(intl, opening.closesOn)}</time>
        </dd>
      </div>
    </dl>
  );
}

/** The positions open now, for a visitor who followed a link to a closed one. */
function OpenPositions({ ctx }: { ctx: SiteContext }) {
  return (
    <section className={`${layout.section} ${layout.muted}`} aria-labelledby="open-positions">
      <div className={layout.inner}>
        <h2 id="open-positions" className={layout.sectionTitle}>
          {ctx.intl.t('careers.positionsTitle')}
        </h2>
        <OpeningList ctx={ctx} />
      </div>
    </section>
  );
}

/**
 * One job opening: what the job is, whom we look for, and the application form. A closed opening
 * keeps its page, which says so and answers 410, so old adverts and search results do not dead-end.
 */
export function JobOpeningPage({ ctx }: { ctx: SiteContext }) {
  const { intl, locale, market, router } = ctx;
  const opening = openingBySlug(market, locale, ctx.route?.params.slug);
  if (!opening) notFound();
  const field = (name: string) => `openPositions.${opening.id}.${name}`;
  const title = localize(opening.title, locale, field('title'));
  const careersHref = router.href('careers', locale);

  if (!isOpen(opening)) {
    return (
      <>
        <PageHeader ctx={ctx} name="jobOpening" title={title} />
        <section
          className={layout.section}
          aria-labelledby="opening-closed"
          {...{ [goneAttribute]: goneValue }}
        >
          <div className={`${layout.inner} ${styles.closed}`}>
            <h2 id="opening-closed" className={layout.sectionTitle}>
              {intl.t('careers.job.closedTitle')}
            </h2>
            <p className={layout.sectionIntro}>{intl.t('careers.job.closedText')}</p>
            <ButtonLink href={careersHref} size="lg" trailingIcon={<ArrowRightIcon />}>
              {intl.t('careers.job.seeOpenings')}
            </ButtonLink>
          </div>
        </section>
        <OpenPositions ctx={ctx} />
      </>
    );
  }

  const list = (items: readonly string[] | undefined, name: string) => {
    if (!items?.length) throw new Error(`The opening ${opening.id} has no ${name} in ${locale}`);
    return (
      <ul className={careers.offer}>
        {items.map((item) => (
          <li key={item}>
            <CheckIcon className={careers.check} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    );
  };
  const openings = openOpenings(market).map((position) => ({
    id: position.id,
    title: localize(position.title, locale, `openPositions.${position.id}.title`),
  }));

  return (
    <>
      <PageHeader
        ctx={ctx}
        name="jobOpening"
        title={title}
        eyebrow={localize(opening.team, locale, field('team'))}
        lead={localize(opening.summary, locale, field('summary'))}
        actions={
          <Badge tone={opening.employment === 'internship' ? 'info' : 'primary'}>
            {intl.tm(`careers.employment.${opening.employment}`)}
          </Badge>
        }
      />
      <section className={layout.section} aria-labelledby="opening-details">
        <div className={`${layout.inner} ${styles.details}`}>
          <div className={styles.description}>
            <h2 id="opening-details" className="visually-hidden">
              {title}
            </h2>
            {opening.hero && (
              <HeroPhoto photo={opening.hero} locale={locale} sizes={descriptionColumn} />
            )}
            <h3 className={styles.subTitle}>{intl.t('careers.job.responsibilities')}</h3>
            {list(opening.responsibilities[locale], 'responsibilities')}
            <h3 className={styles.subTitle}>{intl.t('careers.job.requirements')}</h3>
            {list(opening.requirements[locale], 'requirements')}
          </div>
          <aside className={styles.aside} aria-label={title}>
            <OpeningFacts ctx={ctx} opening={opening} />
            <ButtonLink href="#application" variant="primary" size="lg">
              {intl.t('careers.apply.title')}
            </ButtonLink>
          </aside>
        </div>
      </section>
      <section
        id="application"
        className={`${layout.section} ${layout.muted}`}
        aria-labelledby="application-title"
      >
        <div className={`${layout.inner} ${styles.application}`}>
          <h2 id="application-title" className={layout.sectionTitle}>
            {intl.t('careers.apply.title')}
          </h2>
          <p className={layout.sectionIntro}>{intl.t('careers.apply.intro')}</p>
          <div className={styles.formCard}>
            <ApplicationForm
              locale={locale}
              messages={featureMessages(marketMessages(market, locale), 'careers.apply.')}
              action="/api/applications"
              openings={openings}
              selected={opening.id}
              privacyHref={`${router.href('privacyPolicy', locale)}`}
            />
          </div>
          <p className={styles.back}>
            <PageLink href={careersHref}>
              {intl.t('careers.job.seeOpenings')}
              <ArrowRightIcon />
            </PageLink>
          </p>
        </div>
      </section>
    </>
  );
}
