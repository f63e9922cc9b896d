import { marketDescriptor } from '@medivia/markets';
import type { MarketConfig } from '@medivia/site-core';
import en from '../messages/en.json';
import sl from '../messages/sl.json';

// Name, address, time zone and locales are the group's facts (@medivia/markets), shared with next.config and the proxy.
const { market: code, appName, siteUrl, timeZone, locales, country } = marketDescriptor('slo');

/**
 * The Slovenian market: sl (default) and en. Medicinal products and represented brands follow the
 * default reading of the spec (cro only); set both features to true for the other reading.
 * Settings only: pages show what the back office publishes; an empty one is loaded from src/seed.
 */
export const market: MarketConfig = {
  market: code,
  appName,
  siteUrl,
  timeZone,
  locales,
  country,
  messages: { sl, en },
  features: {
    medicinalProducts: false,
    representedBrands: false,
    clinicalTrials: false,
    equipmentService: false,
    adverseEffectReports: false,
  },
  pharmacovigilanceMailbox: 'farmakovigilanca@medivia-si.example',
  defaultMailFrom: 'splet@medivia-si.example',
  whistleblowing: {
    handler: {
      role: { sl: 'Zaupnik in njegov namestnik', en: 'The trustee and their deputy' },
      email: 'zaupnik@medivia-si.example',
      phone: '+386 1 000 00 99',
      postalAddress: 'Medivia d.o.o., za zaupnika – osebno, Primerna cesta 7, 1236 Trzin',
    },
    law: {
      sl: 'Zakon o zaščiti prijaviteljev (ZZPri, Uradni list RS, št. 16/23)',
      en: 'Whistleblower Protection Act (ZZPri, Official Gazette 16/23)',
    },
    feedbackPeriod: { months: 3 },
    externalChannels: [
      {
        name: {
          sl: 'Komisija za preprečevanje korupcije (KPK)',
          en: 'Commission for the Prevention of Corruption (KPK)',
        },
        url: 'https://www.kpk-rs.si/',
        about: {
          sl: 'kadar za področje ni pristojen drug organ',
          en: 'where no other body is competent for the matter',
        },
      },
      {
        name: {
          sl: 'Javna agencija za zdravila in medicinske pripomočke (JAZMP)',
          en: 'Agency for Medicinal Products and Medical Devices (JAZMP)',
        },
        url: 'https://www.jazmp.si/',
        about: {
          sl: 'za kršitve na področju zdravil in medicinskih pripomočkov',
          en: 'for breaches concerning medicines and medical devices',
        },
      },
    ],
    retentionDays: 5 * 365,
    // ZZPri Art. 29: the yearly figures go to the KPK by 1 March, even when there were none.
    statisticsDue: { authority: { sl: 'KPK', en: 'KPK' }, month: 3, day: 1 },
  },
};
