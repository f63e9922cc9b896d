import type { MarketConfig } from '@medivia/site-core';
import bs from '../messages/bs.json';
import en from '../messages/en.json';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

/** The market of Bosnia and Herzegovina: bs (default, bs-BA) and en; the common portfolio. */
export const market: MarketConfig = {
  market: 'bih',
  appName: 'Medivia BiH',
  siteUrl: 'https://www.medivia-ba.example',
  timeZone: 'Europe/Sarajevo',
  locales: ['bs', 'en'],
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
  pharmacovigilanceMailbox: 'farmakovigilanca@medivia-ba.example',
  defaultMailFrom: 'web@medivia-ba.example',
  sisterSites: [
    {
      market: 'cro',
      name: 'Medivia Hrvatska',
      country: 'Hrvatska',
      url: 'https://www.medivia-hr.example',
    },
    {
      market: 'slo',
      name: 'Medivia Slovenija',
      country: 'Slovenija',
      url: 'https://www.medivia-si.example',
    },
  ],
  sponsors: [
    {
      name: 'Fondacija Zdravlje za sve',
      url: 'https://zdravlje.example.org',
      captionId: 'sponsor.caption.health',
    },
  ],
  figures: {},
  news,
  memberships,
  openPositions,
  legal,
};
