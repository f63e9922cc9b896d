import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalBeforeOperationHook,
  GlobalConfig,
  LocalizationConfig,
  PayloadRequest,
} from 'payload';
import { locales as everyLocale, type Locale } from '../i18n/locales';
import { apiError } from './apiError.mts';

/**
 * One schema for every market: the database knows every locale of the group (hr, sl, bs, en), so
 * the three apps share one set of migrations, while each market's staff see and write only the
 * market's own locales. The admin shows only those (Payload's `filterAvailableLocales`, which
 * 3.90 applies to the admin's client config, its list and document views and versions), and the
 * API refuses another market's locale (below), so a document of cro never holds a Slovenian text.
 */
export function marketLocalization(
  marketLocales: readonly [Locale, ...Locale[]],
): LocalizationConfig {
  return {
    locales: [...everyLocale],
    defaultLocale: marketLocales[0],
    fallback: false,
    filterAvailableLocales: ({ locales }) =>
      locales.filter((locale) =>
        marketLocales.includes((typeof locale === 'string' ? locale : locale.code) as Locale),
      ),
  };
}

/**
 * The market's own locales, its default first, as `createBackOfficeConfig` records them in the
 * config's `custom` (the localization lists every market's).
 */
export function marketLocalesOf(config: {
  custom?: Record<string, unknown>;
  localization?: false | { localeCodes: string[]; defaultLocale: string };
}): Locale[] {
  const recorded = config.custom?.marketLocales as readonly Locale[] | undefined;
  if (recorded?.length) return [...recorded];
  const localization = config.localization;
  if (!localization) return [];
  const first = localization.defaultLocale as Locale;
  return [first, ...(localization.localeCodes as Locale[]).filter((code) => code !== first)];
}

/** The locale a request asks for that the market does not have, if any (`all` reads every one). */
export function foreignLocale(
  marketLocales: readonly Locale[],
  request: Pick<PayloadRequest, 'locale' | 'fallbackLocale'>,
): string | undefined {
  const { locale, fallbackLocale } = request;
  if (typeof locale === 'string' && locale !== 'all' && !marketLocales.includes(locale as Locale)) {
    return locale;
  }
  // Payload reads 'none', 'null' and 'false' as "no fallback"; another market's locale is refused.
  const fallbacks = Array.isArray(fallbackLocale) ? fallbackLocale : [fallbackLocale];
  return fallbacks.find(
    (entry): entry is string =>
      typeof entry === 'string' &&
      (everyLocale as readonly string[]).includes(entry) &&
      !marketLocales.includes(entry as Locale),
  );
}

const fromTheApi = (req: PayloadRequest) =>
  req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL';

async function refuseForeignLocale(marketLocales: readonly Locale[], req: PayloadRequest) {
  const locale = fromTheApi(req) ? foreignLocale(marketLocales, req) : undefined;
  if (locale === undefined) return;
  throw await apiError(
    `This site has no locale "${locale}": use ${[...marketLocales, 'all'].join(', ')}.`,
    400,
  );
}

/** A collection that answers its API in the market's locales only (400 for any other). */
export const collectionInMarketLocales =
  (marketLocales: readonly Locale[]) =>
  (config: CollectionConfig): CollectionConfig => {
    const guard: CollectionBeforeOperationHook = async ({ args, req }) => {
      await refuseForeignLocale(marketLocales, req);
      return args;
    };
    return {
      ...config,
      hooks: {
        ...config.hooks,
        beforeOperation: [guard, ...(config.hooks?.beforeOperation ?? [])],
      },
    };
  };

/** A global that answers its API in the market's locales only (400 for any other). */
export const globalInMarketLocales =
  (marketLocales: readonly Locale[]) =>
  (config: GlobalConfig): GlobalConfig => {
    const guard: GlobalBeforeOperationHook = async ({ args, req }) => {
      await refuseForeignLocale(marketLocales, req);
      return args;
    };
    return {
      ...config,
      hooks: {
        ...config.hooks,
        beforeOperation: [guard, ...(config.hooks?.beforeOperation ?? [])],
      },
    };
  };
