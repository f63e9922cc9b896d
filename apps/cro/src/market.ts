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
};
