// @ts-check
// Plain JavaScript data: each app's next.config loads it in Node without a TypeScript loader.

/** @typedef {import('./markets.d.mts').MarketDescriptor} MarketDescriptor */

/**
 * The group's market sites. Sample addresses on example domains until the real hosts are known.
 * @type {readonly MarketDescriptor[]}
 */
export const markets = [
  {
    market: 'cro',
    appName: 'Medivia Hrvatska',
    siteUrl: 'https://www.medivia-hr.example',
    timeZone: 'Europe/Zagreb',
    defaultLocale: 'hr',
    locales: ['hr', 'en'],
    country: { hr: 'Hrvatska', sl: 'Hrvaška', bs: 'Hrvatska', en: 'Croatia' },
  },
  {
    market: 'slo',
    appName: 'Medivia Slovenija',
    siteUrl: 'https://www.medivia-si.example',
    timeZone: 'Europe/Ljubljana',
    defaultLocale: 'sl',
    locales: ['sl', 'en'],
    country: { hr: 'Slovenija', sl: 'Slovenija', bs: 'Slovenija', en: 'Slovenia' },
    // Spec §2 spells the video surveillance notice with a space; the hyphenated form people type
    // (and link) moves to it for good.
    redirects: [
      { source: '/obvestilo-o-video-nadzoru', destination: '/obvestilo-o-video%20nadzoru' },
    ],
  },
  {
    market: 'bih',
    appName: 'Medivia BiH',
    siteUrl: 'https://www.medivia-ba.example',
    timeZone: 'Europe/Sarajevo',
    defaultLocale: 'bs',
    locales: ['bs', 'en'],
    country: {
      hr: 'Bosna i Hercegovina',
      sl: 'Bosna in Hercegovina',
      bs: 'Bosna i Hercegovina',
      en: 'Bosnia and Herzegovina',
    },
  },
];

/**
 * One market's descriptor; an unknown code fails at once (a typo in an app's config).
 * @param {string} code
 * @returns {MarketDescriptor}
 */
export function marketDescriptor(code) {
  const descriptor = markets.find((entry) => entry.market === code);
  if (!descriptor) {
    const known = markets.map((entry) => entry.market).join(', ');
    throw new Error(`Unknown market "${code}" (known: ${known})`);
  }
  return descriptor;
}

/**
 * The group's sites as the footer links them. Every market is listed; the footer leaves out the
 * site it is on.
 * @returns {import('./markets.d.mts').GroupSite[]}
 */
export function groupSites() {
  return markets.map(({ market, appName, siteUrl, country }) => ({
    market,
    name: appName,
    url: siteUrl,
    country,
  }));
}
