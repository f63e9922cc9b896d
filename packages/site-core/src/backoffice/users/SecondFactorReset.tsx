'use client';

import { useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useState } from 'react';
import { screenWords } from '../staffLanguage/screens.mts';

/**
 * On a colleague's account, for an administrator: takes the second factor away (a lost phone). The
 * colleague is signed out everywhere and sets up a new one at the next sign-in.
 */
export function SecondFactorReset() {
  const { user } = useAuth<{ id: number | string; role?: string }>();
  const { id } = useDocumentInfo();
  const { config } = useConfig();
  const [message, setMessage] = useState('');
  const { i18n } = useTranslation();
  const words = screenWords(i18n.language);
  if (!id || user?.role !== 'administrator' || String(id) === String(user.id)) return null;

  async function reset() {
    if (!window.confirm(words.confirmReset)) return;
    const response = await fetch(`${config.routes.api}/users/${id}/second-factor/reset`, {
      method: 'POST',
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: { message?: string }[];
    };
    setMessage(body.message ?? body.errors?.[0]?.message ?? words.notReset(response.status));
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <p className="field-label">{words.secondFactor}</p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reset}>
        {words.resetSecondFactor}
      </button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}
