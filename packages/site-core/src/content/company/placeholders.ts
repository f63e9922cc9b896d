import type { SiteContext } from '../../routing/siteContext';
import { getIntl } from '../../i18n/intl';
import { localize } from './localize';

/** The {placeholders} a legal or documents text may use (the back office lists them for staff). */
export const companyPlaceholderNames = [
  'appName',
  'siteUrl',
  'corporateName',
  'abbreviatedName',
  'seatAddress',
  'seatCity',
  'registrationNumber',
  'taxId',
  'companyEmail',
  'companyPhone',
  'founded',
  'pharmacovigilanceMailbox',
  'dpoEmail',
  'dataProtectionLaw',
  'supervisoryAuthority',
  'supervisoryAuthorityShort',
  'supervisoryAuthorityContact',
  'medicinesAgency',
  'medicinesAgencyShort',
  'videoRetention',
  'videoRetentionAfter',
] as const;
export type CompanyPlaceholder = (typeof companyPlaceholderNames)[number];

/**
 * Values the legal texts and the documents page fill in: the controller from `market.company`, the
 * authorities and retention from `market.legal`. A market without `legal` leaves those undefined, so a
 * text that needs them fails the build naming the placeholder.
 */
export function companyPlaceholders(
  ctx: Pick<SiteContext, 'market' | 'locale'>,
): Record<CompanyPlaceholder, string | number | undefined> {
  const { company, legal } = ctx.market;
  const { locale } = ctx;
  const seat = company.seat;
  const authority = legal?.supervisoryAuthority;
  const agency = legal?.medicinesAgency;
  const days = legal?.videoRetentionDays;
  const intl = getIntl(ctx.market, locale);
  return {
    appName: ctx.market.appName,
    siteUrl: ctx.market.siteUrl.replace(/^https?:\/\//, ''),
    corporateName: company.corporateName,
    abbreviatedName: company.abbreviatedName,
    seatAddress: `${seat.street}, ${seat.postalCode} ${seat.city}, ${localize(seat.country, locale, 'company.seat.country')}`,
    seatCity: seat.city,
    registrationNumber: localize(company.registrationNumber, locale, 'company.registrationNumber'),
    taxId: localize(company.taxId, locale, 'company.taxId'),
    companyEmail: company.email,
    companyPhone: company.phone,
    founded: company.founded,
    pharmacovigilanceMailbox: ctx.market.pharmacovigilanceMailbox,
    dpoEmail: legal?.dpoEmail,
    dataProtectionLaw:
      legal && localize(legal.dataProtectionLaw, locale, 'legal.dataProtectionLaw'),
    supervisoryAuthority:
      authority && localize(authority.name, locale, 'legal.supervisoryAuthority.name'),
    supervisoryAuthorityShort: authority?.abbreviation,
    supervisoryAuthorityContact:
      authority &&
      [authority.address, authority.website.replace(/^https?:\/\//, '')].filter(Boolean).join(', '),
    medicinesAgency: agency && localize(agency.name, locale, 'legal.medicinesAgency.name'),
    medicinesAgencyShort: agency?.abbreviation,
    // The retention period as a phrase of the locale, so the noun agrees with the number (1 dan, 30 dana).
    videoRetention:
      days === undefined ? undefined : intl.t('company.legal.videoRetention', { count: days }),
    videoRetentionAfter:
      days === undefined ? undefined : intl.t('company.legal.videoRetentionAfter', { count: days }),
  };
}
