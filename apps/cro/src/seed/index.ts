import { groupSites } from '@medivia/markets';
import type { MarketSeed } from '@medivia/site-core/model';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

/**
 * The Croatian site's initial content: loaded into an empty back office on first start (the
 * factory in payload.config.ts), and read by tests and tools that need to know what was seeded.
 * Pages never read it: they render what the back office publishes.
 */
export const seed: MarketSeed = {
  company,
  locations,
  departments,
  officeHours: { hr: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
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
