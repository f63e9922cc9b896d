'use client';

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { screenWords } from '../staffLanguage/screens.mts';

export interface InviteColleagueProps {
  /** The roles an administrator may give, as the users collection lists them, named per language. */
  roles: readonly { label: Readonly<Record<string, string>>; value: string }[];
}

type Outcome = { kind: 'sent' | 'refused'; text: string };

/**
 * Above the list of accounts, for administrators: invites a colleague by e-mail. The account is
 * created without a password (users/invitations.mts gives it one nobody knows and mails a link to
 * choose their own), so the administrator never knows a colleague's password. Payload's own create
 * form, which asks for a password, stays for the rare account an administrator must set up by hand.
 */
export function InviteColleague({ roles }: InviteColleagueProps) {
  const { user } = useAuth<{ role?: string }>();
  const { config } = useConfig();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const { i18n } = useTranslation();
  const words = screenWords(i18n.language);
  if (user?.role !== 'administrator') return null;

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    setBusy(true);
    setOutcome(undefined);
    try {
      const response = await fetch(`${config.routes.api}/users`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, role: data.get('role') }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        errors?: { message?: string; data?: { errors?: { message?: string }[] } }[];
      };
      if (response.ok) {
        form.reset();
        setOutcome({ kind: 'sent', text: words.invitationSent(email) });
        router.refresh();
      } else {
        const error = body.errors?.[0];
        setOutcome({
          kind: 'refused',
          text: words.notInvited(
            error?.data?.errors?.[0]?.message ??
              error?.message ??
              words.serverAnswered(response.status),
          ),
        });
      }
    } catch {
      setOutcome({ kind: 'refused', text: words.notInvited(words.unreachable) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} style={{ marginBottom: '2rem' }}>
      <h2 id={`${id}-title`} style={{ marginBottom: '0.5rem' }}>
        {words.inviteTitle}
      </h2>
      <p style={{ marginBottom: '1rem' }}>{words.inviteText}</p>
      <form
        onSubmit={invite}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end' }}
      >
        <div className="field-type text" style={{ flex: '1 1 16rem', margin: 0 }}>
          <label className="field-label" htmlFor={`${id}-email`}>
            {words.email}
          </label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" />
        </div>
        <div className="field-type text" style={{ flex: '0 1 14rem', margin: 0 }}>
          <label className="field-label" htmlFor={`${id}-role`}>
            {words.role}
          </label>
          <select
            id={`${id}-role`}
            name="role"
            defaultValue="editor"
            style={{
              width: '100%',
              height: '2.5rem',
              padding: '0 0.75rem',
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 'var(--style-radius-s)',
              background: 'var(--theme-input-bg)',
              color: 'var(--theme-elevation-800)',
              font: 'inherit',
            }}
          >
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label[i18n.language] ?? role.label.en}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy}
          style={{ margin: 0 }}
        >
          {busy ? words.sending : words.sendInvitation}
        </button>
      </form>
      {outcome ? (
        <p role={outcome.kind === 'sent' ? 'status' : 'alert'} style={{ marginTop: '0.75rem' }}>
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
