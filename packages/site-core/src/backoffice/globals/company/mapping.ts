import type { Locale } from '../../../i18n/locales';
import type {
  CompanyData,
  LegalNotices,
  Market,
  MarketConfig,
  Membership,
} from '../../../market/types';
import { webAddress } from '../../../content/richText/safeHref';
import type { Company } from '../../payload-types';
import { day, type PerLocale } from '../../collections/shared/mapping';
import { complete, numberOrNothing, saved } from '../shared/mapping';

/** A localized text of the company global read with every locale (`locale: 'all'`). */
type InLocales = PerLocale<string | null> | null | undefined;

type StoredAuthority = Omit<Company['legal']['supervisoryAuthority'], 'name'> & {
  name?: InLocales;
};
type BoardMember = NonNullable<Company['managementBoard']>[number];
type StoredMembership = NonNullable<Company['memberships']>[number];

/** The company global as the site reads it: its localized texts, nested ones too, per locale. */
export type StoredCompany = Omit<
  Company,
  | 'registryCourt'
  | 'registrationNumber'
  | 'taxId'
  | 'founder'
  | 'managementBoard'
  | 'memberships'
  | 'legal'
> & {
  registryCourt?: InLocales;
  registrationNumber?: InLocales;
  taxId?: InLocales;
  founder?: InLocales;
  managementBoard?: (Omit<BoardMember, 'role'> & { role?: InLocales })[] | null;
  memberships?: (Omit<StoredMembership, 'name'> & { name?: InLocales })[] | null;
  legal?:
    | (Omit<Company['legal'], 'dataProtectionLaw' | 'supervisoryAuthority' | 'medicinesAgency'> & {
        dataProtectionLaw?: InLocales;
        supervisoryAuthority?: StoredAuthority;
        medicinesAgency?: StoredAuthority;
      })
    | null;
};

/**
 * The company global as the market's company, memberships and legal notices; the seat's country stays
 * the market's (the company is registered where the site serves). Nothing when the global was never
 * saved, or when a text a page needs misses a locale: the pages then show an empty company
 * (routing/siteState.ts), never a copy from code, and the launch checklist names it.
 */
export function toCompanyFacts(
  doc: StoredCompany | null | undefined,
  base: Pick<MarketConfig, 'country' | 'locales'>,
): Partial<Pick<Market, 'company' | 'memberships' | 'legal'>> {
  if (!saved(doc) || !doc.corporateName) return {};
  const { locales } = base;
  const text = (value: InLocales) => complete(value, locales);
  const board = (doc.managementBoard ?? []).map((member) => ({
    name: member.name as string,
    role: text(member.role),
  }));
  const registryCourt = text(doc.registryCourt);
  const registrationNumber = text(doc.registrationNumber);
  const taxId = text(doc.taxId);
  const founder = text(doc.founder);
  if (
    !registryCourt ||
    !registrationNumber ||
    !taxId ||
    !founder ||
    board.some((member) => !member.role)
  ) {
    return {};
  }
  const company: CompanyData = {
    corporateName: doc.corporateName,
    abbreviatedName: doc.abbreviatedName,
    registryCourt,
    registrationNumber,
    taxId,
    vatId: doc.vatId,
    seat: {
      street: doc.seat?.street ?? '',
      postalCode: doc.seat?.postalCode ?? '',
      city: doc.seat?.city ?? '',
      country: base.country,
    },
    founder,
    managementBoard: board as CompanyData['managementBoard'],
    director: doc.director,
    shareCapital: {
      amount: doc.shareCapital?.amount ?? 0,
      currency: doc.shareCapital?.currency ?? 'EUR',
      paidInFull: Boolean(doc.shareCapital?.paidInFull),
    },
    bankAccounts: (doc.bankAccounts ?? []).map(({ bank, iban, swift }) => ({
      bank,
      iban,
      swift,
    })),
    email: doc.email,
    phone: doc.phone,
    founded: doc.founded,
  };
  const memberships: Membership[] = (doc.memberships ?? []).flatMap((row) => {
    const name = text(row.name);
    if (!name) return [];
    const since = numberOrNothing(row.since);
    return [
      {
        name,
        ...(since ? { since } : {}),
        ...(webAddress(row.url) ? { url: webAddress(row.url) } : {}),
      },
    ];
  });
  const legalDoc = doc.legal;
  const authority = (value: StoredAuthority | undefined) => {
    const name = text(value?.name);
    const website = webAddress(value?.website);
    return name && value?.abbreviation && website
      ? {
          name,
          abbreviation: value.abbreviation,
          website,
          ...(value.address ? { address: value.address } : {}),
        }
      : undefined;
  };
  const supervisoryAuthority = authority(legalDoc?.supervisoryAuthority);
  const medicinesAgency = authority(legalDoc?.medicinesAgency);
  const dataProtectionLaw = text(legalDoc?.dataProtectionLaw);
  const legal: LegalNotices | undefined =
    legalDoc?.dpoEmail && supervisoryAuthority && medicinesAgency && dataProtectionLaw
      ? {
          dpoEmail: legalDoc.dpoEmail,
          dataProtectionLaw,
          supervisoryAuthority,
          medicinesAgency,
          videoRetentionDays: legalDoc.videoRetentionDays ?? 30,
          lastUpdated: day(legalDoc.lastUpdated),
        }
      : undefined;
  return { company, memberships, ...(legal ? { legal } : {}) };
}

/** The company global's data in one locale (the seed); localized fields take that locale's text. */
export function companyDoc(
  market: Pick<Market, 'company'> & Partial<Pick<Market, 'memberships' | 'legal'>>,
  locale: Locale,
) {
  const { company, memberships = [], legal } = market;
  return {
    corporateName: company.corporateName,
    abbreviatedName: company.abbreviatedName,
    vatId: company.vatId,
    founded: company.founded,
    registryCourt: company.registryCourt[locale] ?? null,
    registrationNumber: company.registrationNumber[locale] ?? null,
    taxId: company.taxId[locale] ?? null,
    seat: {
      street: company.seat.street,
      postalCode: company.seat.postalCode,
      city: company.seat.city,
    },
    founder: company.founder[locale] ?? null,
    email: company.email,
    phone: company.phone,
    managementBoard: company.managementBoard.map((member) => ({
      name: member.name,
      role: member.role[locale] ?? null,
    })),
    director: company.director,
    shareCapital: { ...company.shareCapital },
    bankAccounts: company.bankAccounts.map((account) => ({ ...account })),
    memberships: memberships.map((membership) => ({
      name: membership.name[locale] ?? null,
      since: membership.since ?? null,
      url: membership.url ?? null,
    })),
    ...(legal
      ? {
          legal: {
            dpoEmail: legal.dpoEmail,
            videoRetentionDays: legal.videoRetentionDays,
            lastUpdated: `${legal.lastUpdated}T12:00:00.000Z`,
            dataProtectionLaw: legal.dataProtectionLaw[locale] ?? null,
            supervisoryAuthority: {
              ...legal.supervisoryAuthority,
              address: legal.supervisoryAuthority.address ?? null,
              name: legal.supervisoryAuthority.name[locale] ?? null,
            },
            medicinesAgency: {
              ...legal.medicinesAgency,
              address: legal.medicinesAgency.address ?? null,
              name: legal.medicinesAgency.name[locale] ?? null,
            },
          },
        }
      : {}),
  };
}
