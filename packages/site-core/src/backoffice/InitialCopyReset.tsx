'use client';

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useState } from 'react';
import { screenWords } from './staffLanguage/screens.mts';

/**
 * On a fixed page's form (a department, brand or legal page): restores the text the page was
 * installed with as a draft (initialCopy.mts), for a page staff emptied or broke. Nothing is lost:
 * the page's versions keep what was there.
 */
export function InitialCopyReset() {
  const { id, collectionSlug } = useDocumentInfo();
  const { config } = useConfig();
  const { i18n } = useTranslation();
  const [message, setMessage] = useState('');
  const words = screenWords(i18n.language);
  if (!id || !collectionSlug) return null;

  async function restore() {
    if (!window.confirm(words.confirmRestore)) return;
    const response = await fetch(
      `${config.routes.api}/fixed-pages/${collectionSlug}/${id}/initial-copy`,
      { method: 'POST', credentials: 'same-origin' },
    );
    if (response.ok) {
      setMessage(words.restored);
      window.location.reload();
    } else {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      setMessage(body.error ?? words.notRestored(response.status));
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label">{words.initialCopyTitle}</p>
      <p className="field-description">{words.initialCopyText}</p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={restore}>
        {words.restoreInitialCopy}
      </button>
      {message && <p role="status">{message}</p>}
    </div>
  );
}
