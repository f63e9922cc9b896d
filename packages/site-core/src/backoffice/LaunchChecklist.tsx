import type { Payload, PayloadRequest } from 'payload';
import { staff } from './access/index.mts';
import { launchChecklist, missingContent } from '../market/launchChecklist';
import type { SeededMarket } from '../seed/marketSeed';
import { siteStateOf } from '../routing/siteState';
import { backOfficeContent, readTranslationFallbacks } from './content.mts';
import { fallbackSentenceIn } from './locales/rules.mts';
import { checklistWords, placeInForm } from './staffLanguage/checklist.mts';
import { adminLanguageFrom } from './staffLanguage/counts.mts';
import { inStaffLanguage, pageNameIn } from './staffLanguage/words.mts';
import { companySlug } from './companyFacts.mts';
import { departmentsSlug } from './collections/departments/config.mts';
import { directorySlug } from './globals/departmentDirectory/config.mts';
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
  if (root === 'officeHours')
    return { form: 'Department directory', at: `globals/${directorySlug}` };
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

/**
 * The dashboard's launch checklist: every sample value the site still shows or mails to (legal data,
 * bank accounts, mailboxes, phones), each with the form that replaces it. The same list as
 * `pnpm launch:checklist`, read from what is published now.
 */
export async function LaunchChecklist({
  payload,
  user,
  i18n,
}: {
  payload: Payload;
  user?: PayloadRequest['user'];
  i18n?: { language?: string };
}) {
  // For those who edit the site's content; the pharmacovigilance team edits none and sees its desk.
  if (!staff({ req: { user } as PayloadRequest })) return null;
  const language = adminLanguageFrom(i18n?.language);
  const words = checklistWords(language);
  const loadMarket = payload.config.custom?.loadMarket as (() => Promise<SeededMarket>) | undefined;
  if (!loadMarket) return null;
  const config = await loadMarket();
  const published = await backOfficeContent(payload.config, config).published();
  const state = siteStateOf(config, published);
  const left = launchChecklist(state.market, config);
  const unwritten = unwrittenPagesOf(state);
  // What pages would quote but nobody published: they show nothing there (no copy from code).
  const missing = missingContent(state.market);
  const fallbacks = await readTranslationFallbacks(payload, config.locales, language);
  const admin = payload.config.routes.admin;
  // Departments by their names in the directory, in English for staff who picked it.
  const nameLocale = language === 'en' && config.locales.includes('en') ? 'en' : config.locales[0];
  const departmentNames = Object.fromEntries(
    Object.entries(state.market.departments).map(([key, department]) => [
      key,
      department.name[nameLocale] || department.name[config.locales[0]] || key,
    ]),
  );

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
        {words.title}
      </h2>
      {left.length === 0 ? (
        <p>{words.ready}</p>
      ) : (
        <>
          <p>{words.samplesLeft(left.length)}</p>
          <details>
            <summary>{words.showList}</summary>
            <table className="launch-checklist__samples">
              <thead>
                <tr>
                  <th scope="col">{words.where}</th>
                  <th scope="col">{words.sampleValue}</th>
                  <th scope="col">{words.whyListed}</th>
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
                          <a href={`${admin}/${place.at}`}>
                            {inStaffLanguage(place.form, language)}
                          </a>
                        ) : (
                          words.siteConfiguration
                        )}
                        <br />
                        {placeInForm(entry.path, language, departmentNames)}
                        {/* English staff also see the config path, which developers know it by. */}
                        {language === 'en' ? (
                          <>
                            {' '}
                            <code>{entry.path}</code>
                          </>
                        ) : null}
                      </td>
                      <td>{entry.value}</td>
                      <td>{words.why[entry.why]}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        </>
      )}
      {missing.length > 0 && (
        <>
          <h3 id="content-not-published">{words.notPublished}</h3>
          <p>{words.notPublishedText(missing.length)}</p>
          <ul aria-labelledby="content-not-published">
            {missing.map(({ what, locales }) => (
              <li key={what}>
                <a href={`${admin}/${whereToReplace(what)!.at}`}>{words.missing[what]}</a>
                {locales
                  ? `: ${words.missingIn(locales.map((locale) => locale.toUpperCase()).join(', '))}`
                  : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {unwritten.length > 0 && (
        <>
          <h3 id="unwritten-pages">{words.pagesNotShown}</h3>
          <p>{words.pagesNotShownText(unwritten.length)}</p>
          <ul aria-labelledby="unwritten-pages">
            {unwritten.map(({ route, locales }) => (
              <li key={route}>
                <a href={`${admin}${pageFormOf(route)}`}>
                  {pageNameIn(route, pageLabel(route), language)}
                </a>
                : {words.notShownIn(locales.map((locale) => locale.toUpperCase()).join(', '))}
              </li>
            ))}
          </ul>
        </>
      )}
      {fallbacks.length > 0 && (
        <>
          <h3 id="untranslated">{words.untranslated}</h3>
          <p>{words.untranslatedText(fallbacks.length)}</p>
          <ul aria-labelledby="untranslated">
            {fallbacks.map((fallback) => (
              <li key={`${fallback.href} ${fallback.place} ${fallback.locale}`}>
                <a href={fallback.href}>{fallback.form}</a>:{' '}
                {fallbackSentenceIn(fallback, language)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
