import { groupSites, marketDescriptor } from '@medivia/markets';
import type { SeededMarket } from '@medivia/site-core';
import bs from '../messages/bs.json';
import en from '../messages/en.json';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

// Name, address, time zone and locales are the group's facts (@medivia/markets), shared with next.config and the proxy.
const { market: code, appName, siteUrl, timeZone, locales } = marketDescriptor('bih');

/** The market of Bosnia and Herzegovina: bs (default, bs-BA) and en; the common portfolio. */
export const market: SeededMarket = {
  market: code,
  appName,
  siteUrl,
  timeZone,
  locales,
  messages: { bs, en },
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
  officeHours: { bs: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
  pharmacovigilanceMailbox: 'farmakovigilanca@medivia-ba.example',
  defaultMailFrom: 'web@medivia-ba.example',
  sisterSites: groupSites(),
  sponsors: [
    {
      name: 'Fondacija Zdravlje za sve',
      url: 'https://zdravlje.example.org',
      caption: { bs: 'Programi javnog zdravlja', en: 'Public-health programmes' },
    },
  ],
  figures: {},
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
