import type { MarketConfig } from '@medivia/site-core';
import en from '../messages/en.json';
import hr from '../messages/hr.json';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

/** The Croatian market: hr (default) and en; the full portfolio, the report form and the 35-years badge. */
export const market: MarketConfig = {
  market: 'cro',
  appName: 'Medivia Hrvatska',
  siteUrl: 'https://www.medivia-hr.example',
  timeZone: 'Europe/Zagreb',
  locales: ['hr', 'en'],
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
  company,
  locations,
  departments,
  routeDepartments: {
    medicinalProducts: 'veleprodaja',
    diagnostics: 'dijagnostika',
    animalHealth: 'veterina',
    dentalMedicine: 'stomatoloska_oprema',
    marketing: 'marketing_zastupstava',
    medicalEquipment: 'medicinska_oprema',
    warehousingAndTransport: 'skladiste',
    regulatoryAffairs: 'registracije',
    clinicalTrials: 'klinicke_studije',
    repackaging: 'sekundarno_pakiranje',
    equipmentService: 'servis',
    careers: 'ljudski_potencijali',
    documents: 'sektor_kvalitete',
  },
  pharmacovigilanceMailbox: 'farmakovigilancija@medivia.example',
  defaultMailFrom: 'web@medivia-hr.example',
  sisterSites: [
    {
      market: 'slo',
      name: 'Medivia Slovenija',
      country: 'Slovenija',
      url: 'https://www.medivia-si.example',
    },
    {
      market: 'bih',
      name: 'Medivia BiH',
      country: 'Bosna i Hercegovina',
      url: 'https://www.medivia-ba.example',
    },
  ],
  sponsors: [
    {
      name: 'Zaklada Zdravlje za sve',
      url: 'https://zdravlje.example.org',
      captionId: 'sponsor.caption.health',
    },
    {
      name: 'Klub mladih sportaša',
      url: 'https://sport.example.org',
      captionId: 'sponsor.caption.sport',
    },
  ],
  figures: {
    customers: 6000,
    suppliers: 400,
    employees: 473,
    employeesYear: 2020,
    vehicles: 81,
    warehouses: 3,
    medicalEquipmentSuppliers: 57,
    dentalSuppliers: 47,
    dentalPartners: 1200,
    animalHealthCustomers: 450,
    deliveryHours: { firstDay: 1, lastDay: 5, fromHour: 8, toHour: 20 },
    serviceAroundTheClock: true,
  },
  news,
  memberships,
  openPositions,
  legal,
};
