import type { MarketConfig } from '@medivia/site-core';
import en from '../messages/en.json';
import sl from '../messages/sl.json';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

/**
 * The Slovenian market: sl (default) and en. Medicinal products and represented brands follow the
 * default reading of the spec (cro only); set both features to true for the other reading.
 */
export const market: MarketConfig = {
  market: 'slo',
  appName: 'Medivia Slovenija',
  siteUrl: 'https://www.medivia-si.example',
  timeZone: 'Europe/Ljubljana',
  locales: ['sl', 'en'],
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
  routeDepartments: {
    diagnostics: 'dijagnostika',
    animalHealth: 'veterina',
    dentalMedicine: 'stomatoloska_oprema',
    medicalEquipment: 'medicinska_oprema',
    warehousingAndTransport: 'skladiste',
    regulatoryAffairs: 'registracije',
    repackaging: 'sekundarno_pakiranje',
    careers: 'ljudski_potencijali',
    documents: 'sektor_kvalitete',
  },
  pharmacovigilanceMailbox: 'farmakovigilanca@medivia-si.example',
  defaultMailFrom: 'splet@medivia-si.example',
  sisterSites: [
    {
      market: 'cro',
      name: 'Medivia Hrvatska',
      country: 'Hrvaška',
      url: 'https://www.medivia-hr.example',
    },
    {
      market: 'bih',
      name: 'Medivia BiH',
      country: 'Bosna in Hercegovina',
      url: 'https://www.medivia-ba.example',
    },
  ],
  sponsors: [
    {
      name: 'Društvo Zdravje za vse',
      url: 'https://zdravje.example.org',
      captionId: 'sponsor.caption.health',
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
};
