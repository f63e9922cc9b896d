'use client';

import {
  TextField,
  useConfig,
  useDocumentInfo,
  useField,
  useLocale,
  useTranslation,
} from '@payloadcms/ui';
import type { TextFieldClientProps } from 'payload';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import { mediaWordsIn } from './words.mts';

/**
 * A picture's alt text with a language switch, wherever the picture is edited: its page in Media
 * and the drawer an article's photo field opens to upload one. The language being edited is the
 * real field (required: a draft saves with it alone); the others are typed here too and sent with
 * the same save (`altTexts`, written in their languages by hooks.mts), so an editor no longer opens
 * Media in a second tab for each picture and language.
 */
export function AltTextField(props: TextFieldClientProps) {
  const { code: current } = useLocale();
  const { config } = useConfig();
  const { id } = useDocumentInfo();
  const { i18n } = useTranslation();
  const words = mediaWordsIn(i18n.language);
  const locales = (
    config.localization ? config.localization.locales.map((locale) => locale.code) : [current]
  ) as Locale[];
  const { value: currentAlt } = useField<string>({ path: props.path ?? 'alt' });
  const { value: typed, setValue: setTyped } = useField<Record<string, string> | null>({
    path: 'altTexts',
  });
  const [stored, setStored] = useState<Partial<Record<string, string>>>({});
  const [shown, setShown] = useState<string>(current);

  // A picture already in the library: its alt text in the other languages, as stored.
  useEffect(() => {
    if (id === undefined || id === null) return;
    const controller = new AbortController();
    void fetch(`${config.serverURL ?? ''}${config.routes.api}/media/${id}?locale=all&depth=0`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { alt?: unknown } | null) => {
        if (doc && typeof doc.alt === 'object' && doc.alt) setStored(doc.alt as typeof stored);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, config.serverURL, config.routes.api]);

  const valueIn = (locale: string) =>
    (locale === current ? currentAlt : (typed?.[locale] ?? stored[locale])) ?? '';
  const label = (locale: Locale) => `${words.altText} (${words.languageName(locale)})`;

  return (
    <div data-alt-texts="" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <fieldset
        style={{
          border: 0,
          padding: 0,
          margin: '0 0 0.75rem',
          display: 'flex',
          gap: '0.5rem 1rem',
          flexWrap: 'wrap',
        }}
      >
        <legend className="field-label" style={{ marginBottom: '0.25rem' }}>
          {words.altLanguage}
        </legend>
        {locales.map((locale) => (
          <label
            key={locale}
            style={{ display: 'inline-flex', alignItems: 'center', gap: '0.35rem' }}
          >
            <input
              type="radio"
              name={`alt-language-${props.path ?? 'alt'}`}
              value={locale}
              checked={shown === locale}
              onChange={() => setShown(locale)}
            />
            <span>
              {`${locale.toUpperCase()} ${words.languageName(locale)}`}
              {valueIn(locale).trim() ? ' ✓' : ` (${words.notWritten})`}
            </span>
          </label>
        ))}
      </fieldset>
      <div hidden={shown !== current}>
        <TextField {...props} field={{ ...props.field, label: label(current as Locale) }} />
      </div>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <div key={locale} hidden={shown !== locale} className="field-type text">
            <label className="field-label" htmlFor={`field-alt-${locale}`}>
              {label(locale)}
            </label>
            <div className="field-type__wrap">
              <input
                id={`field-alt-${locale}`}
                type="text"
                lang={locale}
                value={valueIn(locale)}
                onChange={(event) => setTyped({ ...(typed ?? {}), [locale]: event.target.value })}
              />
            </div>
          </div>
        ))}
      <p className="field-description">{words.altHint}</p>
    </div>
  );
}
