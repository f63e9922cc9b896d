import { publishedCopy } from '../../content/writtenPages';
import { PageLink } from '../../layout/PageLink';
import { Card } from '@medivia/ui/Card';
import { Stat } from '@medivia/ui/Stat';
import { Timeline } from '@medivia/ui/Timeline';
import { ArrowRightIcon, AwardIcon, BuildingIcon } from '@medivia/ui/Icon';
import { aboutCopyIn } from '../../content/company/about';
import { localize } from '../../content/company/localize';
import type { HistoryEntry } from '../../schema/company';
import { PageHeader } from '../../layout/PageHeader';
import { JsonLd } from '../../seo/structuredData/JsonLd';
import { locationsJsonLd } from '../../seo/structuredData/localBusiness';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { CertificateMark } from './CertificateMark';
import { LocationList } from './LocationList';
import layout from './layout.module.css';
import styles from './AboutPage.module.css';

function EntryText({ entry, storyLabel }: { entry: HistoryEntry; storyLabel: string }) {
  if (!entry.story) return <p>{entry.text}</p>;
  return (
    <>
      <p>{entry.text}</p>
      <div className={styles.story}>
        <p className={styles.storyLabel}>{storyLabel}</p>
        {entry.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}

/** About us: intro, key facts, history 1990–2024, mission and vision, certificates, locations, memberships. */
export function AboutPage({ ctx }: { ctx: SiteContext }) {
  const { intl, market, router, locale } = ctx;
  const copy = publishedCopy(aboutCopyIn(market, locale), 'about', locale);
  const countries = new Set(
    market.locations.map((location) =>
      localize(location.country, locale, `locations.${location.id}.country`),
    ),
  ).size;
  const memberships = market.memberships ?? [];
  const { employees, employeesYear } = market.figures;

  return (
    <>
      <PageHeader ctx={ctx} name="about" title={routeTitle(ctx, 'about')} lead={copy.lead} />

      <section className={layout.section} aria-labelledby="about-intro">
        <div className={`${layout.inner} ${layout.twoColumns}`}>
          <div className={styles.intro}>
            <h2 id="about-intro" className={layout.sectionTitle}>
              {intl.t('company.about.introTitle')}
            </h2>
            {copy.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className={styles.facts} aria-label={intl.t('company.about.factsLabel')}>
            <li>
              <Stat value={market.company.founded} label={intl.t('figures.founded')} />
            </li>
            <li>
              <Stat
                value={market.locations.length}
                label={intl.t('company.about.locationsStat', {
                  count: market.locations.length,
                  countries,
                })}
              />
            </li>
            <li>
              <Stat
                value={copy.certificates.length}
                label={intl.t('company.about.certificatesStat', {
                  count: copy.certificates.length,
                })}
              />
            </li>
            {employees !== undefined && employeesYear !== undefined && (
              <li>
                <Stat
                  value={intl.formatNumber(employees)}
                  label={intl.t('figures.employees', { count: employees, year: employeesYear })}
                />
              </li>
            )}
          </ul>
        </div>
      </section>

      <section className={`${layout.section} ${layout.muted}`} aria-labelledby="about-history">
        <div className={layout.inner}>
          <h2 id="about-history" className={layout.sectionTitle}>
            {intl.t('company.about.historyTitle')}
          </h2>
          <p className={layout.sectionIntro}>{copy.historyIntro}</p>
          <Timeline
            className={styles.timeline}
            label={intl.t('company.about.historyLabel', {
              from: String(copy.history[0]!.year),
              to: String(copy.history.at(-1)!.year),
            })}
            entries={copy.history.map((entry) => ({
              year: entry.year,
              title: entry.title,
              text: <EntryText entry={entry} storyLabel={intl.t('company.about.storyLabel')} />,
            }))}
          />
        </div>
      </section>

      <section className={layout.section} aria-labelledby="about-mission">
        <div className={layout.inner}>
          <h2 id="about-mission" className="visually-hidden">
            {intl.t('company.about.missionVisionTitle')}
          </h2>
          <div className={styles.purpose}>
            <div className={styles.statement}>
              <h3>{intl.t('company.about.missionTitle')}</h3>
              <p>{copy.mission}</p>
            </div>
            <div className={`${styles.statement} ${styles.vision}`}>
              <h3>{intl.t('company.about.visionTitle')}</h3>
              <p>{copy.vision}</p>
            </div>
          </div>
          <h3 className={styles.valuesTitle}>{intl.t('company.about.valuesTitle')}</h3>
          <ul className={layout.grid}>
            {copy.values.map((value) => (
              <li key={value.title}>
                <Card title={value.title} text={value.text} headingLevel={4} as="div" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${layout.section} ${layout.muted}`} aria-labelledby="about-certificates">
        <div className={layout.inner}>
          <h2 id="about-certificates" className={layout.sectionTitle}>
            {intl.t('company.about.certificatesTitle')}
          </h2>
          <p className={layout.sectionIntro}>{copy.certificatesIntro}</p>
          <ul className={styles.certificates}>
            {copy.certificates.map((certificate) => (
              <li key={certificate.id} className={styles.certificate}>
                <CertificateMark id={certificate.id} />
                <div>
                  <h3>{certificate.title}</h3>
                  <p>{certificate.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {router.isVisible('documents') && (
            <p className={styles.more}>
              <PageLink href={router.href('documents', locale)}>
                {intl.t('company.about.documentsLink')}
                <ArrowRightIcon />
              </PageLink>
            </p>
          )}
        </div>
      </section>

      <section className={layout.section} aria-labelledby="about-locations">
        <div className={layout.inner}>
          <h2 id="about-locations" className={layout.sectionTitle}>
            {intl.t('company.about.locationsTitle')}
          </h2>
          <p className={layout.sectionIntro}>{copy.locationsIntro}</p>
          <LocationList ctx={ctx} locations={market.locations} />
          {market.locations.length > 0 && <JsonLd data={locationsJsonLd(ctx)} />}
        </div>
      </section>

      <section className={`${layout.section} ${layout.muted}`} aria-labelledby="about-memberships">
        <div className={`${layout.inner} ${layout.twoColumns}`}>
          <div>
            {memberships.length > 0 && (
              <>
                <h2 id="about-memberships" className={layout.sectionTitle}>
                  {intl.t('company.about.membershipsTitle')}
                </h2>
                <p className={layout.sectionIntro}>{copy.membershipsIntro}</p>
                <ul className={styles.memberships}>
                  {memberships.map((membership, index) => (
                    <li key={membership.url ?? index}>
                      <AwardIcon className={styles.membershipIcon} />
                      <span>
                        <span className={styles.membershipName}>
                          {localize(membership.name, locale, `memberships[${index}].name`)}
                        </span>
                        {membership.since !== undefined && (
                          <span className={styles.since}>
                            {intl.t('company.about.memberSince', {
                              year: String(membership.since),
                            })}
                          </span>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {memberships.length === 0 && (
              <h2 id="about-memberships" className="visually-hidden">
                {routeTitle(ctx, 'companyInformation')}
              </h2>
            )}
          </div>
          <Card
            title={routeTitle(ctx, 'companyInformation')}
            text={copy.companyInfoText}
            icon={<BuildingIcon />}
            href={router.href('companyInformation', locale)}
            cta={intl.t('company.about.companyInfoCta')}
            linkComponent={PageLink}
          />
        </div>
      </section>
    </>
  );
}
