import type { Payload } from 'payload';
import { localeTags, type Locale } from '../../../i18n/locales';
import type { IcsrSender } from '../../../report/export/e2b';
import { companySlug } from '../../companyFacts.mts';

/** What the desk knows of its market (the back office's own market, without importing its config). */
export interface DeskMarket {
  market: string;
  appName: string;
  locales: readonly [Locale, ...Locale[]];
}

/**
 * The company's identifier at the receiver, as the operator export's default (`MEDIVIACRO` for
 * "Medivia Hrvatska", market cro): the first word of the site's name and the market's code.
 */
export function senderOrganisationId(market: Pick<DeskMarket, 'appName' | 'market'>): string {
  const brand = market.appName.split(/\s+/)[0] ?? '';
  return `${brand}${market.market}`
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 60);
}

/** The market's country (ISO 3166-1 alpha-2) from its default locale's tag: hr-HR gives HR. */
export function senderCountry(market: Pick<DeskMarket, 'locales'>): string {
  return localeTags[market.locales[0]].split('-')[1]!;
}

/**
 * The sender of the market's ICSRs: the company's registered name as published in *Company data*,
 * or the site's name while none is published.
 */
export async function icsrSender(payload: Payload, market: DeskMarket): Promise<IcsrSender> {
  let organisationName = market.appName;
  try {
    const company = (await payload.findGlobal({
      slug: companySlug,
      depth: 0,
      overrideAccess: true,
    })) as { corporateName?: unknown };
    if (typeof company.corporateName === 'string' && company.corporateName.trim())
      organisationName = company.corporateName.trim();
  } catch {
    // No company data yet (a fresh database): the site's name stands in.
  }
  return {
    organisationName,
    countryCode: senderCountry(market),
    organisationId: senderOrganisationId(market),
    department: 'Pharmacovigilance',
  };
}
