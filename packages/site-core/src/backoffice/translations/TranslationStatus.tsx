import type { CollectionSlug, Payload } from 'payload';
import type { Locale } from '../../i18n/locales';
import { marketLocalesOf } from '../marketLocales.mts';
import { staffWordOf } from '../staffLanguage/words.mts';
import { neededTexts, translationStatus, type LanguageStatus } from './status.mts';
import { screenWords } from '../staffLanguage/screens.mts';

/**
 * The translation status in the admin: a column of each collection's list and a panel of the
 * document's sidebar ("HR ✓ EN missing"). Server components: they read the document in every
 * language (its newest version, as the list and the form show it).
 */

interface StatusProps {
  payload: Payload;
  collectionSlug: string;
  id: number | string | undefined;
}

async function statusOf({ payload, collectionSlug, id }: StatusProps): Promise<LanguageStatus[]> {
  const locales = marketLocalesOf(payload.config);
  const collection = payload.collections[collectionSlug as CollectionSlug]?.config;
  if (!collection) return [];
  const doc =
    id === undefined || id === null || id === ''
      ? undefined
      : ((await payload.findByID({
          collection: collectionSlug as CollectionSlug,
          id,
          locale: 'all',
          draft: true,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })) as Record<string, unknown> | null);
  return translationStatus(neededTexts(collection.fields), doc, locales);
}

/** A form's English label ("Title", "Facts › Label") in the staff's language, where the table has it. */
const inStaffWords = (place: string, language: string) =>
  place
    .split(' › ')
    .map((step) => staffWordOf(step)?.[language as 'hr' | 'sl'] ?? step)
    .join(' › ');

function Languages({ status, language }: { status: LanguageStatus[]; language: string }) {
  const words = screenWords(language);
  return (
    <span
      data-translation-status=""
      style={{ display: 'inline-flex', gap: '0.5rem', flexWrap: 'wrap' }}
    >
      {status.map(({ locale, complete }) => (
        <span
          key={locale}
          data-locale={locale}
          data-complete={complete}
          title={`${words.languageName[locale as Locale]}: ${complete ? words.translationComplete : words.translationMissing}`}
          style={{ whiteSpace: 'nowrap', color: complete ? undefined : 'var(--theme-error-500)' }}
        >
          {`${locale.toUpperCase()} ${complete ? '✓' : words.translationMissing}`}
        </span>
      ))}
    </span>
  );
}

/** The list's column: the row's languages, complete or missing. */
export async function TranslationStatusCell(props: {
  payload: Payload;
  collectionSlug: string;
  rowData?: { id?: number | string };
  i18n: { language: string };
}) {
  const status = await statusOf({
    payload: props.payload,
    collectionSlug: props.collectionSlug,
    id: props.rowData?.id,
  });
  return <Languages status={status} language={props.i18n.language} />;
}

/** The document's panel: each language, and what a language still lacks. */
export async function TranslationStatusField(props: {
  payload: Payload;
  collectionSlug?: string;
  id?: number | string;
  i18n: { language: string };
}) {
  if (!props.collectionSlug || props.id === undefined) return null;
  const status = await statusOf({
    payload: props.payload,
    collectionSlug: props.collectionSlug,
    id: props.id,
  });
  const language = props.i18n.language;
  const words = screenWords(language);
  return (
    <div className="field-type" data-translation-panel="" style={{ marginBottom: '1.5rem' }}>
      <div className="field-label">{words.translations}</div>
      <Languages status={status} language={language} />
      <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.2rem' }}>
        {status
          .filter((entry) => !entry.complete && entry.missing.length > 0)
          .map((entry) => (
            <li key={entry.locale} data-locale={entry.locale}>
              {`${words.languageName[entry.locale]}: ${words.missingTexts(
                entry.missing.map((place) => inStaffWords(place, language)).join(', '),
              )}`}
            </li>
          ))}
      </ul>
      <p className="field-description">{words.translationExplanation}</p>
    </div>
  );
}
