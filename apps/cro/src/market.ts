import { marketDescriptor } from '@medivia/markets';
import type { MarketConfig } from '@medivia/site-core';
import en from '../messages/en.json';
import hr from '../messages/hr.json';

// Name, address, time zone and locales are the group's facts (@medivia/markets), shared with next.config and the proxy.
const { market: code, appName, siteUrl, timeZone, locales, country } = marketDescriptor('cro');

/**
 * The Croatian market: hr (default) and en; the full portfolio, the report form and the 35-years badge.
 * Settings only: pages show what the back office publishes; an empty one is loaded from src/seed.
 */
export const market: MarketConfig = {
  market: code,
  appName,
  siteUrl,
  timeZone,
  locales,
  country,
  messages: { hr, en },
  features: {
    medicinalProducts: true,
    representedBrands: true,
    clinicalTrials: true,
    equipmentService: true,
    adverseEffectReports: true,
  },
  reportLinkLocales: ['hr'],
  anniversary: { years: 35 },
  pharmacovigilanceMailbox: 'farmakovigilancija@medivia.example',
  defaultMailFrom: 'web@medivia-hr.example',
  whistleblowing: {
    handler: {
      role: {
        hr: 'Povjerljiva osoba i njezin zamjenik',
        en: 'The confidential person and their deputy',
      },
      email: 'povjerljiva.osoba@medivia-hr.example',
      phone: '+385 1 000 0099',
      postalAddress:
        'Medivia d.o.o., n/r povjerljive osobe – osobno, Ulica primjera 1, 10431 Sveta Nedelja',
    },
    law: {
      hr: 'Zakon o zaštiti prijavitelja nepravilnosti (NN 46/2022)',
      en: 'Whistleblower Protection Act (Official Gazette 46/2022)',
    },
    // ZZPN: feedback as a rule within 30 days, at the latest within 90 days of the acknowledgement.
    feedbackPeriod: { days: 90 },
    feedbackTargetDays: 30,
    externalChannels: [
      {
        name: { hr: 'Pučki pravobranitelj', en: 'The Ombudswoman (Pučki pravobranitelj)' },
        url: 'https://www.ombudsman.hr/hr/zastita-prijavitelja-nepravilnosti-4/',
        about: {
          hr: 'tijelo za vanjsko prijavljivanje nepravilnosti; možete mu se obratiti i bez prijave nama',
          en: 'the external reporting body; you may go to it without reporting to us first',
        },
      },
    ],
    retentionDays: 5 * 365,
  },
};
