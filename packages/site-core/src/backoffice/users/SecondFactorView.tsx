import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Payload } from 'payload';
import { qrCodeSvg } from './qrCode.mts';
import { totpUri } from './secondFactor.mts';
import { SecondFactorForm } from './SecondFactorForm';
import { signInState } from './sessionGuard.mts';
import { beginSetUp } from './secondFactorStore.mts';

/** Where the second step of signing in lives in the admin (a custom view, open without a user). */
export const secondFactorPath = '/second-factor';

interface AdminProps {
  payload: Payload;
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
export async function SecondFactorView({ payload, searchParams }: AdminProps) {
  const { admin, api } = payload.config.routes;
  const state = await signInState(payload, await headers());
  if (!state || state.verdict === 'expired') redirect(`${admin}/login`);
  if (state.verdict === 'active') redirect(continueTo(admin, searchParams));

  const next = continueTo(admin, searchParams);
  if (state.verdict === 'enter-second-factor') {
    return (
      <SecondFactorPage title="Enter your code">
        <p>Open your authenticator app and type the six-digit code it shows for this site.</p>
        <SecondFactorForm mode="code" api={api} continueTo={next} />
      </SecondFactorPage>
    );
  }

  const secret = await beginSetUp(payload, state.user);
  if (!secret) redirect(`${admin}/login`);
  const issuer = `${String(payload.config.admin?.meta?.titleSuffix ?? '').replace(/^\s*·\s*/, '') || 'Medivia'} back office`;
  const uri = totpUri(secret, state.user.email ?? String(state.user.id), issuer);
  const svg = await qrCodeSvg(uri);
  return (
    <SecondFactorPage title="Set up your second factor">
      <p>
        Your role signs in with a code from an authenticator app as well as the password. Scan this
        code with the app (or type the key below into it), then enter the code the app shows.
      </p>
      <div
        role="img"
        aria-label="QR code of the key for the authenticator app"
        style={{ width: 220, background: '#fff', margin: '0 0 1rem' }}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p>
        Key: <code data-testid="second-factor-secret">{secret}</code>
      </p>
      <SecondFactorForm mode="set-up" api={api} continueTo={next} />
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
