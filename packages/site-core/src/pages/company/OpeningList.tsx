import { PageLink } from '../../layout/PageLink';
import { Badge } from '@medivia/ui/Badge';
import { CalendarIcon, MapPinIcon, UsersIcon } from '@medivia/ui/Icon';
import { openOpenings } from '../../schema/openings';
import { localize } from '../../content/company/localize';
import { formatDay } from '../../content/newsText';
import { CardPhoto } from '../../layout/CardPhoto';
import type { SiteContext } from '../../routing/siteContext';
import styles from './CareersPage.module.css';

/** The photo's box: across the card on phones, a column beside the text from 640 px. */
const photoWidth = '(min-width: 40rem) 16rem, 100vw';

/**
 * The positions open now, newest first, each a card whose title links to the opening's page, with the
 * opening's photo where staff uploaded one: on the careers page, and on a closed opening's page for a
 * visitor who came by an old link.
 */
export function OpeningList({ ctx }: { ctx: SiteContext }) {
  const { intl, locale, market, router } = ctx;
  const positions = openOpenings(market);
  if (positions.length === 0)
    return <p className={styles.none}>{intl.t('careers.positionsNone')}</p>;
  return (
    <ul className={styles.positions}>
      {positions.map((position) => {
        const field = (name: string) => `openPositions.${position.id}.${name}`;
        return (
          <li
            key={position.id}
            className={position.hero ? `${styles.position} ${styles.withPhoto}` : styles.position}
          >
            {position.hero && (
              <div className={styles.positionPhoto}>
                <CardPhoto
                  photo={position.hero}
                  alt={position.hero.alt[locale] ?? ''}
                  sizes={photoWidth}
                />
              </div>
            )}
            <div>
              <div className={styles.positionHead}>
                <h3>
                  <PageLink
                    className={styles.positionLink}
                    href={router.href('jobOpening', locale, {
                      slug: localize(position.slug, locale, field('slug')),
                    })}
                  >
                    {localize(position.title, locale, field('title'))}
                  </PageLink>
                </h3>
                <Badge tone={position.employment === 'internship' ? 'info' : 'primary'}>
                  {intl.tm(`careers.employment.${position.employment}`)}
                </Badge>
              </div>
              <p className={styles.meta}>
                <span>
                  <MapPinIcon />{' '}
                  <span className="visually-hidden">{intl.t('careers.location')}: </span>
                  {position.location}
                </span>
                <span>
                  <UsersIcon /> <span className="visually-hidden">{intl.t('careers.team')}: </span>
                  {localize(position.team, locale, field('team'))}
                </span>
              </p>
              <p className={styles.summary}>
                {localize(position.summary, locale, field('summary'))}
              </p>
              <p className={styles.meta}>
                <span>
                  <CalendarIcon /> {intl.t('careers.job.closes')}{' '}
                  <time dateTime={position.closesOn}>{formatDay(intl, position.closesOn)}</time>
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
