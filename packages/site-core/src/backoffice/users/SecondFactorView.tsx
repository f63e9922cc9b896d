import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { I18nClient } from '@payloadcms/translations';
import type { Payload } from 'payload';
import { screenWords } from '../staffLanguage/screens.mts';
import { qrCodeSvg } from './qrCode.mts';
import { totpUri } from './secondFactor.mts';
import { SecondFactorForm } from './SecondFactorForm';
import { signInState } from './sessionGuard.mts';
import { beginSetUp } from './secondFactorStore.mts';

/** Where the second step of signing in lives in the admin (a custom view, open without a user). */
export const secondFactorPath = '/second-factor';

interface AdminProps {
  payload: Payload;
  i18n?: Pick<I18nClient, 'language'>;
  searchParams?: Record<string, string | string[] | undefined>;
}

/** Only a path inside the admin is followed after signing in. */
function continueTo(admin: string, searchParams: AdminProps['searchParams']) {
  const wanted = searchParams?.redirect;
  return typeof wanted === 'string' && wanted.startsWith(`${admin}`) && !wanted.startsWith('//')
    ? wanted
    : admin;
}

/**
 * /admin/second-factor: after the password, the code of the authenticator app; for an account whose
 * role needs a second factor and has none, its set-up (the QR code and the secret as text, drawn
 * here: no outside service sees them). Anybody else is sent to the sign-in screen or the dashboard.
 */
export async function SecondFactorView({ payload, searchParams, i18n }: AdminProps) {
  const words = screenWords(i18n?.language);
  const { admin, api } = payload.config.routes;
  const state = await signInState(payload, await headers());
  if (!state || state.verdict === 'expired') redirect(`${admin}/login`);
  if (state.verdict === 'active') redirect(continueTo(admin, searchParams));

  const next = continueTo(admin, searchParams);
  if (state.verdict === 'enter-second-factor') {
    return (
      <SecondFactorPage title={words.enterCodeTitle}>
        <p>{words.enterCodeText}</p>
        <SecondFactorForm mode="code" api={api} continueTo={next} language={i18n?.language} />
      </SecondFactorPage>
    );
  }

  const secret = await beginSetUp(payload, state.user);
  if (!secret) redirect(`${admin}/login`);
  const issuer = words.issuer(
    String(payload.config.admin?.meta?.titleSuffix ?? '').replace(/^\s*·\s*/, '') || 'Medivia',
  );
  const uri = totpUri(secret, state.user.email ?? String(state.user.id), issuer);
  const svg = await qrCodeSvg(uri);
  return (
    <SecondFactorPage title={words.setUpTitle}>
      <p>{words.setUpText}</p>
      <div
        role="img"
        aria-label={words.qrCode}
        style={{ width: 220, background: '#fff', margin: '0 0 1rem' }}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p>
        {words.key}: <code data-testid="second-factor-secret">{secret}</code>
      </p>
      <SecondFactorForm mode="set-up" api={api} continueTo={next} language={i18n?.language} />
    </SecondFactorPage>
  );
}

function SecondFactorPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main
      className="second-factor"
      style={{ maxWidth: '34rem', margin: '4rem auto', padding: '0 1.5rem', lineHeight: 1.5 }}
    >
      {/* Payload's admin styles stop at its own templates: spacing for this page's prose. */}
      <style>{`.second-factor p { margin: 0 0 1rem; } .second-factor h1 { margin: 0 0 1.25rem; }`}</style>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/**
 * Before the sign-in form: a browser whose session passed the password but not yet the second
 * factor is sent on to it (the admin sends a session without a user here).
 */
export async function SecondFactorRedirect({ payload }: { payload: Payload }) {
  const state = await signInState(payload, await headers());
  if (state?.verdict === 'enter-second-factor' || state?.verdict === 'set-up-second-factor') {
    redirect(`${payload.config.routes.admin}${secondFactorPath}`);
  }
  return null;
}
