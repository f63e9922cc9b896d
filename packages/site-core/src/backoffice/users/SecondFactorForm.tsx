'use client';

import { useState, type FormEvent } from 'react';
import { screenWords } from '../staffLanguage/screens.mts';

/**
 * The second step of signing in, in the browser: the code of the authenticator app (or a recovery
 * code), or, for a new second factor, the first code of the app just set up, then the ten recovery
 * codes, shown this once.
 */
export function SecondFactorForm({
  mode,
  api,
  continueTo,
  language,
}: {
  mode: 'set-up' | 'code';
  /** The admin's language (Payload's i18n.language), for the form's words. */
  language?: string;
  /** The back office's API route (/admin/api). */
  api: string;
  /** Where the signed-in member of staff goes next. */
  continueTo: string;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const words = screenWords(language);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError('');
    try {
      const response = await fetch(
        `${api}/users/second-factor/${mode === 'set-up' ? 'confirm' : 'verify'}`,
        {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(useRecovery ? { recoveryCode: value } : { code: value }),
        },
      );
      const body = (await response.json().catch(() => ({}))) as {
        errors?: { message?: string }[];
        recoveryCodes?: string[];
      };
      if (!response.ok) {
        setError(body.errors?.[0]?.message ?? words.tryAgain);
        return;
      }
      if (body.recoveryCodes) setRecoveryCodes(body.recoveryCodes);
      else window.location.assign(continueTo);
    } catch {
      setError(words.noAnswer);
    } finally {
      setBusy(false);
    }
  }

  if (recoveryCodes) {
    return (
      <section aria-labelledby="recovery-codes-heading">
        <h2 id="recovery-codes-heading">{words.recoveryCodesTitle}</h2>
        <p>{words.recoveryCodesText}</p>
        <ul data-testid="recovery-codes" style={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <a className="btn btn--style-primary btn--size-medium" href={continueTo}>
          {words.continue}
        </a>
      </section>
    );
  }

  const label = useRecovery
    ? words.recoveryCode
    : mode === 'set-up'
      ? words.codeShownByApp
      : words.codeFromApp;
  return (
    <form onSubmit={submit} noValidate>
      <div className="field-type text" style={{ marginBottom: '1rem' }}>
        <label className="field-label" htmlFor="second-factor-code">
          {label}
        </label>
        <input
          id="second-factor-code"
          name="code"
          required
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          pattern={useRecovery ? undefined : '[0-9 ]{6,7}'}
          aria-describedby={error ? 'second-factor-error' : undefined}
        />
      </div>
      {error ? (
        <p id="second-factor-error" role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' }}>
        <button
          className="btn btn--style-primary btn--size-medium"
          style={{ margin: 0 }}
          type="submit"
          disabled={busy}
        >
          {mode === 'set-up' ? words.confirm : words.signIn}
        </button>
        {mode === 'code' ? (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            style={{ margin: 0 }}
            onClick={() => setUseRecovery((current) => !current)}
          >
            {useRecovery ? words.useApp : words.useRecoveryCode}
          </button>
        ) : null}
      </div>
    </form>
  );
}
