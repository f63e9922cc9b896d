import { groupSites } from '@medivia/markets';
import type { MarketSeed } from '@medivia/site-core/model';
import { company, locations } from './company';
import { legal, memberships, openPositions } from './company-extra';
import { departments } from './departments';
import { news } from './news';

/**
 * The Slovenian site's initial content: loaded into an empty back office on first start (the
 * factory in payload.config.ts), and read by tests and tools that need to know what was seeded.
 * Pages never read it: they render what the back office publishes.
 */
export const seed: MarketSeed = {
  company,
  locations,
  departments,
  officeHours: { sl: 'ponedeljek–petek 8–16', en: 'Monday–Friday 8 am–4 pm' },
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
