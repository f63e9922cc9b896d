import { Badge } from '@medivia/ui/Badge';
import { CalendarIcon, ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from '@medivia/ui/Icon';
import { ContactPageFormIsland as ContactPageForm } from '../../contact/ContactPageFormIsland';
import { contactDirectory } from '../../contact/directory';
import { contactFormProps } from '../../contact/formProps';
import { localize } from '../../content/company/localize';
import { PageHeader } from '../../layout/PageHeader';
import type { Location } from '../../market/types';
import { telHref } from '../../market/telHref';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import layout from './layout.module.css';
import styles from './ContactPage.module.css';

/** OpenStreetMap at the site's position: a plain link, so no third-party map loads on the page. */
function mapLink({ lat, lon }: { lat: number; lon: number }) {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * The contact page: the form, every department with phone, e-mail and hours (the ones the form offers
 * first, then the company's other units), and the sites with address, phones, hours and a map link.
 * Everything but the form's sending works without scripts.
 */
export function ContactPage({ ctx }: { ctx: SiteContext }) {
  const { intl, market, router, locale } = ctx;
  const directory = contactDirectory(market, intl, locale);
  const company = market.company;
  return (
    <>
      <PageHeader
        ctx={ctx}
        name="contact"
        title={routeTitle(ctx, 'contact')}
        lead={intl.t('contactPage.lead')}
      />
      <section className={layout.section} aria-labelledby="contact-write">
        <div className={`${layout.inner} ${styles.writeGrid}`}>
          <div>
            <h2 id="contact-write" className={layout.sectionTitle}>
              {intl.t('contactPage.write.title')}
            </h2>
            <p className={layout.sectionIntro}>{intl.t('contactPage.write.text')}</p>
            <noscript>
              <p className={styles.noScript}>{intl.t('contactPage.noScript')}</p>
            </noscript>
            <div className={styles.form}>
              <ContactPageForm {...contactFormProps(market, router, intl, locale)} />
            </div>
          </div>
          <aside className={styles.switchboard} aria-labelledby="contact-switchboard">
            <h2 id="contact-switchboard" className={styles.switchboardTitle}>
              {intl.t('contactPage.switchboard.title')}
            </h2>
            <p className={styles.row}>
              <PhoneIcon className={styles.icon} />
              <a href={telHref(company.phone)} className={styles.link}>
                <span className="visually-hidden">{intl.t('company.location.phone')}: </span>
                {company.phone}
              </a>
            </p>
            <p className={styles.row}>
              <MailIcon className={styles.icon} />
              <a href={`mailto:${company.email}`} className={styles.link}>
                <span className="visually-hidden">{intl.t('company.location.email')}: </span>
                {company.email}
              </a>
            </p>
            <p className={styles.row}>
              <CalendarIcon className={styles.icon} />
              <span>{localize(market.officeHours, locale, 'officeHours')}</span>
            </p>
            <p className={styles.note}>{intl.t('contactPage.switchboard.note')}</p>
          </aside>
        </div>
      </section>

      <section className={`${layout.section} ${layout.muted}`} aria-labelledby="contact-directory">
        <div className={layout.inner}>
          <h2 id="contact-directory" className={layout.sectionTitle}>
            {intl.t('contactPage.directory.title')}
          </h2>
          <p className={layout.sectionIntro}>{intl.t('contactPage.directory.text')}</p>
          {directory.map((section) => (
            <section
              key={section.id}
              className={styles.group}
              aria-labelledby={`contact-group-${section.id}`}
            >
              <h3 id={`contact-group-${section.id}`} className={styles.groupTitle}>
                {section.title}
              </h3>
              <ul className={styles.departments}>
                {section.entries.map((entry) => (
                  <li key={entry.key} className={styles.department} id={`department-${entry.key}`}>
                    <h4 className={styles.departmentName}>{entry.name}</h4>
                    {entry.description && <p className={styles.row}>{entry.description}</p>}
                    <p className={styles.row}>
                      <PhoneIcon className={styles.icon} />
                      <a href={telHref(entry.tel)} className={styles.link}>
                        <span className="visually-hidden">
                          {intl.t('company.location.phone')}:{' '}
                        </span>
                        {entry.tel}
                      </a>
                    </p>
                    {[entry.mail, ...(entry.mail2 ? [entry.mail2] : [])].map((mail) => (
                      <p key={mail} className={styles.row}>
                        <MailIcon className={styles.icon} />
                        <a href={`mailto:${mail}`} className={styles.link}>
                          <span className="visually-hidden">
                            {intl.t('company.location.email')}:{' '}
                          </span>
                          {mail}
                        </a>
                      </p>
                    ))}
                    <p className={`${styles.row} ${styles.hours}`}>
                      <CalendarIcon className={styles.icon} />
                      <span>
                        <span className="visually-hidden">{intl.t('contactPage.hours')}: </span>
                        {entry.hours}
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <section className={layout.section} aria-labelledby="contact-locations">
        <div className={layout.inner}>
          <h2 id="contact-locations" className={layout.sectionTitle}>
            {intl.t('contactPage.locations.title')}
          </h2>
          <p className={layout.sectionIntro}>{intl.t('contactPage.locations.text')}</p>
          <ul className={styles.locations}>
            {market.locations.map((location) => (
              <LocationCard key={location.id} ctx={ctx} location={location} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function LocationCard({ ctx, location }: { ctx: SiteContext; location: Location }) {
  const { intl, locale } = ctx;
  const phones = [location.tel1, ...(location.tel2 ? [location.tel2] : [])];
  const hours: [string, string][] = [
    ...(location.openingHours
      ? [
          [
            intl.t('contactPage.openingHours'),
            localize(location.openingHours, locale, `locations.${location.id}.openingHours`),
          ] as [string, string],
        ]
      : []),
    ...(location.goodsReceivingHours
      ? [
          [
            intl.t('contactPage.goodsReceiving'),
            localize(
              location.goodsReceivingHours,
              locale,
              `locations.${location.id}.goodsReceivingHours`,
            ),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <li className={styles.location}>
      <div className={styles.locationHead}>
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
      {phones.map((number) => (
        <p key={number} className={styles.row}>
          <PhoneIcon className={styles.icon} />
          <a href={telHref(number)} className={styles.link}>
            <span className="visually-hidden">{intl.t('company.location.phone')}: </span>
            {number}
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
      {hours.length > 0 && (
        <dl className={styles.hoursList}>
          {hours.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {location.coordinates && (
        <a
          href={mapLink(location.coordinates)}
          className={styles.mapLink}
          rel="noopener noreferrer"
          target="_blank"
        >
          <ExternalLinkIcon className={styles.icon} />
          {intl.t('contactPage.map', { city: location.city })}
        </a>
      )}
    </li>
  );
}
