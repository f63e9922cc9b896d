import { publishedCopy } from '../../content/writtenPages';
import { PageLink } from '../../layout/PageLink';
import { ButtonLink } from '@medivia/ui/Button';
import { Card } from '@medivia/ui/Card';
import {
  ArrowRightIcon,
  AwardIcon,
  BuildingIcon,
  CheckIcon,
  UsersIcon,
  ShieldCheckIcon,
} from '@medivia/ui/Icon';
import { careersCopyIn } from '../../content/company/careers';
import { contactDepartmentFor } from '../../contact/routeDepartment';
import { ContactButton } from '../../layout/ContactButton';
import { PageHeader } from '../../layout/PageHeader';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import layout from './layout.module.css';
import { OpeningList } from './OpeningList';
import styles from './CareersPage.module.css';

const whyIcons = [ShieldCheckIcon, AwardIcon, UsersIcon, BuildingIcon];

/** Careers: why work here, what we offer, the market's open positions, how to apply (HR preselected). */
export function CareersPage({ ctx }: { ctx: SiteContext }) {
  const { intl, market, router, locale } = ctx;
  const copy = publishedCopy(careersCopyIn(market, locale), 'careers', locale);
  const hr = contactDepartmentFor(market, 'careers');
  // The header leads to the openings, each with its application form; the contact form at the
  // bottom takes open applications.
  const applyButton = (
    <ButtonLink href="#careers-positions" size="lg" trailingIcon={<ArrowRightIcon />}>
      {intl.t('careers.positionsTitle')}
    </ButtonLink>
  );

  return (
    <>
      <PageHeader
        ctx={ctx}
        name="careers"
        title={routeTitle(ctx, 'careers')}
        lead={copy.lead}
        actions={applyButton}
      />

      <section className={layout.section} aria-labelledby="careers-why">
        <div className={layout.inner}>
          <h2 id="careers-why" className={layout.sectionTitle}>
            {intl.t('careers.whyTitle')}
          </h2>
          {copy.intro.map((paragraph) => (
            <p key={paragraph} className={layout.sectionIntro}>
              {paragraph}
            </p>
          ))}
          <ul className={layout.grid}>
            {copy.why.map((reason, index) => {
              const Icon = whyIcons[index % whyIcons.length]!;
              return (
                <li key={reason.title}>
                  <Card title={reason.title} text={reason.text} icon={<Icon />} as="div" />
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={`${layout.section} ${layout.muted}`} aria-labelledby="careers-offer">
        <div className={`${layout.inner} ${layout.twoColumns}`}>
          <div>
            <h2 id="careers-offer" className={layout.sectionTitle}>
              {intl.t('careers.offerTitle')}
            </h2>
            <ul className={styles.offer}>
              {copy.offer.map((item) => (
                <li key={item}>
                  <CheckIcon className={styles.check} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <CareersIllustration />
        </div>
      </section>

      <section className={layout.section} aria-labelledby="careers-positions">
        <div className={layout.inner}>
          <h2 id="careers-positions" className={layout.sectionTitle}>
            {intl.t('careers.positionsTitle')}
          </h2>
          <p className={layout.sectionIntro}>{copy.positionsIntro}</p>
          <OpeningList ctx={ctx} />
        </div>
      </section>

      <section className={`${layout.section} ${layout.muted}`} aria-labelledby="careers-apply">
        <div className={layout.inner}>
          <h2 id="careers-apply" className={layout.sectionTitle}>
            {intl.t('careers.applyTitle')}
          </h2>
          <ol className={styles.steps}>
            {copy.applySteps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <div className={styles.apply}>
            <p>{copy.applyText}</p>
            <ContactButton
              label={intl.t('careers.applyButton')}
              department={hr}
              variant="inverse"
              size="lg"
            />
          </div>
          <aside className={styles.privacy} aria-labelledby="careers-privacy">
            <h3 id="careers-privacy">{intl.t('careers.privacyTitle')}</h3>
            <p>{copy.privacyNote}</p>
            <p className={styles.privacyLink}>
              <PageLink href={router.href('privacyPolicy', locale)}>
                {routeTitle(ctx, 'privacyPolicy')}
                <ArrowRightIcon />
              </PageLink>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}

/** A drawn team scene: three figures and a delivery box, decorative. */
function CareersIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="320" height="220" rx="24" className={styles.bg} />
      <circle cx="250" cy="50" r="26" className={styles.sun} />
      <rect x="40" y="150" width="240" height="10" rx="5" className={styles.floor} />
      <g className={styles.person}>
        <circle cx="95" cy="78" r="16" />
        <path d="M67 150v-28a28 28 0 0 1 56 0v28z" />
      </g>
      <g className={styles.personAlt}>
        <circle cx="160" cy="70" r="18" />
        <path d="M128 150v-32a32 32 0 0 1 64 0v32z" />
      </g>
      <g className={styles.person}>
        <circle cx="225" cy="82" r="15" />
        <path d="M199 150v-26a26 26 0 0 1 52 0v26z" />
      </g>
      <rect x="146" y="112" width="28" height="22" rx="3" className={styles.box} />
      <path d="M146 120h28M160 112v22" className={styles.tape} />
      <path d="M152 40l5 5 10-11" className={styles.tick} />
    </svg>
  );
}
