import { groupSites, marketDescriptor } from '@medivia/markets';
import type { SeededMarket } from '@medivia/site-core';
import en from '../messages/en.json';
import sl from '../messages/sl.json';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

// Name, address, time zone and locales are the group's facts (@medivia/markets), shared with next.config and the proxy.
const { market: code, appName, siteUrl, timeZone, locales } = marketDescriptor('slo');

/**
 * The Slovenian market: sl (default) and en. Medicinal products and represented brands follow the
 * default reading of the spec (cro only); set both features to true for the other reading.
 */
export const market: SeededMarket = {
  market: code,
  appName,
  siteUrl,
  timeZone,
  locales,
  messages: { sl, en },
  features: {
    medicinalProducts: false,
    representedBrands: false,
    clinicalTrials: false,
    equipmentService: false,
    adverseEffectReports: false,
  },
  company,
  locations,
  departments,
  officeHours: { sl: 'ponedeljek–petek 8–16', en: 'Monday–Friday 8 am–4 pm' },
  pharmacovigilanceMailbox: 'farmakovigilanca@medivia-si.example',
  defaultMailFrom: 'splet@medivia-si.example',
  sisterSites: groupSites(),
  sponsors: [
    {
      name: 'Društvo Zdravje za vse',
      url: 'https://zdravje.example.org',
      caption: { sl: 'Programi javnega zdravja', en: 'Public-health programmes' },
    },
  ],
  figures: {
    customers: 600,
    suppliers: 70,
    turnover: [
      { amount: 8_200_000, currency: 'EUR', year: 2021 },
      { amount: 10_500_000, currency: 'EUR', year: 2023 },
    ],
  },
  news,
  memberships,
  openPositions,
  legal,
  // Fictional values that do not look it; the launch checklist lists them (pnpm launch:checklist).
  samples: [
    'company.founder',
    'company.managementBoard',
    'company.director',
    'company.bankAccounts',
    'company.seat.street',
    'memberships',
  ],
};
