import { groupSites, marketDescriptor } from '@medivia/markets';
import type { SeededMarket } from '@medivia/site-core';
import en from '../messages/en.json';
import hr from '../messages/hr.json';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

// Name, address, time zone and locales are the group's facts (@medivia/markets), shared with next.config and the proxy.
const { market: code, appName, siteUrl, timeZone, locales } = marketDescriptor('cro');

/** The Croatian market: hr (default) and en; the full portfolio, the report form and the 35-years badge. */
export const market: SeededMarket = {
  market: code,
  appName,
  siteUrl,
  timeZone,
  locales,
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
  officeHours: { hr: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
  pharmacovigilanceMailbox: 'farmakovigilancija@medivia.example',
  defaultMailFrom: 'web@medivia-hr.example',
  sisterSites: groupSites(),
  sponsors: [
    {
      name: 'Zaklada Zdravlje za sve',
      url: 'https://zdravlje.example.org',
      caption: { hr: 'Programi javnog zdravstva', en: 'Public-health programmes' },
    },
    {
      name: 'Klub mladih sportaša',
      url: 'https://sport.example.org',
      caption: { hr: 'Sport mladih', en: 'Youth sport' },
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
