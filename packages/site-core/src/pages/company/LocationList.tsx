import { Badge } from '@medivia/ui/Badge';
import { MailIcon, MapPinIcon, PhoneIcon } from '@medivia/ui/Icon';
import { localize } from '../../content/company/localize';
import type { Location } from '../../market/types';
import type { SiteContext } from '../../routing/siteContext';
import styles from './LocationList.module.css';

/** The market's sites as cards: city, what happens there, address and tappable tel: links. */
export function LocationList({
  ctx,
  locations,
}: {
  ctx: SiteContext;
  locations: readonly Location[];
}) {
  const { intl, locale } = ctx;
  return (
    <ul className={styles.list}>
      {locations.map((location) => {
        const phones = [
          { number: location.tel1, link: location.tel1_link },
          ...(location.tel2 && location.tel2_link
            ? [{ number: location.tel2, link: location.tel2_link }]
            : []),
        ];
        return (
          <li key={location.id} className={styles.card}>
            <div className={styles.head}>
              <h3 className={styles.city}>{location.city}</h3>
              <Badge tone={location.kind === 'headquarters' ? 'primary' : 'neutral'}>
                {intl.tm(`location.kind.${location.kind}`)}
              </Badge>
            </div>
            <p className={styles.row}>
              <MapPinIcon className={styles.icon} />
              <span>
                <span className="visually-hidden">{intl.t('company.location.address')}: </span>
                {location.address}
                <br />
                {location.postalCode} {location.city.split(' / ').at(-1)},{' '}
                {localize(location.country, locale, `locations.${location.id}.country`)}
              </span>
            </p>
            {phones.map((phone) => (
              <p key={phone.link} className={styles.row}>
                <PhoneIcon className={styles.icon} />
                <a href={phone.link} className={styles.link}>
                  <span className="visually-hidden">{intl.t('company.location.phone')}: </span>
                  {phone.number}
                </a>
              </p>
            ))}
            {location.email && (
              <p className={styles.row}>
                <MailIcon className={styles.icon} />
                <a href={`mailto:${location.email}`} className={styles.link}>
                  <span className="visually-hidden">{intl.t('company.location.email')}: </span>
                  {location.email}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
