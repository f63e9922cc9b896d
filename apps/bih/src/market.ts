import { marketDescriptor } from '@medivia/markets';
import type { MarketConfig } from '@medivia/site-core';
import bs from '../messages/bs.json';
import en from '../messages/en.json';

// Name, address, time zone and locales are the group's facts (@medivia/markets), shared with next.config and the proxy.
const { market: code, appName, siteUrl, timeZone, locales, country } = marketDescriptor('bih');

/**
 * The market of Bosnia and Herzegovina: bs (default, bs-BA) and en; the common portfolio.
 * Settings only: pages show what the back office publishes; an empty one is loaded from src/seed.
 */
export const market: MarketConfig = {
  market: code,
  appName,
  siteUrl,
  timeZone,
  locales,
  country,
  messages: { bs, en },
  features: {
    medicinalProducts: false,
    representedBrands: false,
    clinicalTrials: false,
    equipmentService: false,
    adverseEffectReports: false,
  },
  pharmacovigilanceMailbox: 'farmakovigilanca@medivia-ba.example',
  defaultMailFrom: 'web@medivia-ba.example',
};
