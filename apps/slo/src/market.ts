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
};
