import type { Payload } from 'payload';
import { launchChecklist, type SampleValue } from '../market/launchChecklist';
import type { MarketConfig } from '../market/types';
import { siteStateOf } from '../routing/siteState';
import { backOfficeContent, readTranslationFallbacks } from './content.mts';
import { fallbackSentence } from './locales/rules.mts';
import { companySlug } from './companyFacts.mts';
import { departmentsSlug } from './collections/departments/config.mts';
import { locationsSlug } from './collections/locations/config.mts';
import { aboutPageSlug, careersPageSlug, homePageSlug } from './companyFacts.mts';
import {
  areaPagesSlug,
  fixedBrandPagesSlug,
  legalPagesSlug,
  pageLabel,
} from './collections/fixedPages/config.mts';
import { unwrittenPagesOf } from '../site/writtenPagesOnly';
import { areaRoutes } from '../content/portfolio/areaRoutes';
import { legalRoutes } from '../content/company/legal';
import type { RouteName } from '../routing/routeTable';

/**
 * Where staff replace a value: the admin form that holds it (its path below the admin), or the
 * site's configuration.
 */
export function whereToReplace(path: string): { form: string; at: string } | undefined {
  const [root] = path.split('.');
  if (root === 'company' || root === 'memberships' || root === 'legal')
    return { form: 'Company data', at: `globals/${companySlug}` };
  if (root === 'locations') return { form: 'Locations', at: `collections/${locationsSlug}` };
  if (root === 'departments') return { form: 'Departments', at: `collections/${departmentsSlug}` };
  return undefined;
}

const pageGlobals: Partial<Record<RouteName, string>> = {
  home: homePageSlug,
  about: aboutPageSlug,
  careers: careersPageSlug,
};

/** The admin path of the form that holds a fixed page's text. */
function pageFormOf(route: RouteName): string {
  const global = pageGlobals[route];
  if (global) return `/globals/${global}`;
  const collection = (areaRoutes as readonly string[]).includes(route)
    ? areaPagesSlug
    : (legalRoutes as readonly string[]).includes(route)
      ? legalPagesSlug
      : fixedBrandPagesSlug;
  return `/collections/${collection}?where[key][equals]=${route}`;
}

const why: Record<SampleValue['why'], string> = {
  'example mailbox': 'Mailbox at an example domain: mail there reaches nobody.',
  'sample account': 'Sample bank account.',
  'sample number': 'Sample register or tax number.',
  'sample phone': 'Sample phone number.',
  'marked sample': 'Sample value loaded at installation.',
};

/**
 * The dashboard's launch checklist: every sample value the site still shows or mails to (legal data,
 * bank accounts, mailboxes, phones), each with the form that replaces it. The same list as
 * `pnpm launch:checklist`, read from what is published now.
 */
export async function LaunchChecklist({ payload }: { payload: Payload }) {
  const loadMarket = payload.config.custom?.loadMarket as (() => Promise<MarketConfig>) | undefined;
  if (!loadMarket) return null;
  const config = await loadMarket();
  const published = await backOfficeContent(payload.config, config).published();
  const state = siteStateOf(config, published);
  const left = launchChecklist(state.market, config);
  const unwritten = unwrittenPagesOf(state);
  const fallbacks = await readTranslationFallbacks(payload, config.locales);
  const admin = payload.config.routes.admin;

  return (
    <section
      aria-labelledby="launch-checklist"
      style={{
        marginBottom: 'var(--base)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
      }}
    >
      <h2 id="launch-checklist" style={{ marginTop: 0 }}>
        Launch checklist
      </h2>
      {left.length === 0 ? (
        <p>No sample values left: the company’s facts are its own. Ready to launch.</p>
      ) : (
        <>
          <p>
            {left.length} sample value{left.length === 1 ? '' : 's'} still in place. The values
            loaded at installation are fictional: replace each with the company’s own before the
            site goes live.
          </p>
          <details>
            <summary>Show the list</summary>
            <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 'var(--base)' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    Where
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    Sample value
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    Why it is listed
                  </th>
                </tr>
              </thead>
              <tbody>
                {left.map((entry) => {
                  const place = whereToReplace(entry.path);
                  return (
                    <tr
                      key={entry.path}
                      style={{ borderTop: '1px solid var(--theme-elevation-100)' }}
                    >
                      <td>
                        {place ? (
                          <a href={`${admin}/${place.at}`}>{place.form}</a>
                        ) : (
                          'Site configuration (ask a developer)'
                        )}
                        <br />
                        <code>{entry.path}</code>
                      </td>
                      <td>{entry.value}</td>
                      <td>{why[entry.why]}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        </>
      )}
      {unwritten.length > 0 && (
        <>
          <h3 id="unwritten-pages">Pages not shown</h3>
          <p>
            {unwritten.length} page{unwritten.length === 1 ? ' has' : 's have'} no published text in
            a language, so {unwritten.length === 1 ? 'it answers' : 'they answer'} “page not found”
            there. Publish {unwritten.length === 1 ? 'it' : 'them'} again, or restore the initial
            text from the page’s form.
          </p>
          <ul aria-labelledby="unwritten-pages">
            {unwritten.map(({ route, locales }) => (
              <li key={route}>
                <a href={`${admin}${pageFormOf(route)}`}>{pageLabel(route)}</a>: not shown in{' '}
                {locales.map((locale) => locale.toUpperCase()).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {fallbacks.length > 0 && (
        <>
          <h3 id="untranslated">Texts not yet translated</h3>
          <p>
            {fallbacks.length} text{fallbacks.length === 1 ? ' has' : 's have'} no translation in a
            language yet: that language’s pages show the text below instead until staff give it its
            own.
          </p>
          <ul aria-labelledby="untranslated">
            {fallbacks.map((fallback) => (
              <li key={`${fallback.href} ${fallback.place} ${fallback.locale}`}>
                <a href={fallback.href}>{fallback.form}</a>: {fallbackSentence(fallback)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
