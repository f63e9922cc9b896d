import type { SampleMarks } from '../market/launchChecklist';
import type { MarketConfig, MarketContent } from '../market/types';

/**
 * The content an empty database is loaded with on first start: the company's facts, its sites and
 * directory, the group's sites, the supported organisations, the figures, the news and openings, and
 * which of these values are samples. Read by the back office's seed and by tests that need to know
 * what was seeded, never by a page: pages render what the back office publishes.
 */
export type MarketSeed = Pick<
  MarketContent,
  | 'company'
  | 'locations'
  | 'departments'
  | 'officeHours'
  | 'sisterSites'
  | 'sponsors'
  | 'figures'
  | 'news'
> &
  Partial<
    Pick<
      MarketContent,
      | 'memberships'
      | 'openPositions'
      | 'legal'
      | 'documents'
      | 'brandPages'
      | 'careersCopy'
      | 'homeCopy'
      | 'aboutCopy'
      | 'areaPages'
      | 'legalPages'
      | 'brandCopies'
    >
  > &
  SampleMarks;

/** A market's settings with its seed: what the back office loads an empty database from. */
export type SeededMarket = MarketConfig & MarketSeed;
