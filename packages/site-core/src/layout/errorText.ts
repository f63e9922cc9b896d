import type { Locale } from '../i18n/locales';

/**
 * The error page is a client component that must work when everything else failed, so its few
 * texts live here rather than in the catalogues the server renders with.
 */
export const errorText: Record<
  Locale,
  { title: string; fallback: string; home: string; retry: string; status: string }
> = {
  hr: {
    title: 'Došlo je do pogreške',
    fallback: 'Nešto je pošlo po zlu. Pokušajte ponovno za nekoliko trenutaka.',
    home: 'Na početnu stranicu',
    retry: 'Pokušaj ponovno',
    status: 'Pogreška {status}',
  },
  sl: {
    title: 'Prišlo je do napake',
    fallback: 'Nekaj je šlo narobe. Poskusite znova čez nekaj trenutkov.',
    home: 'Na domačo stran',
    retry: 'Poskusi znova',
    status: 'Napaka {status}',
  },
  bs: {
    title: 'Došlo je do greške',
    fallback: 'Nešto nije u redu. Pokušajte ponovo za nekoliko trenutaka.',
    home: 'Na početnu stranicu',
    retry: 'Pokušaj ponovo',
    status: 'Greška {status}',
  },
  en: {
    title: 'An error occurred',
    fallback: 'Something went wrong. Please try again in a few moments.',
    home: 'Go to the home page',
    retry: 'Try again',
    status: 'Error {status}',
  },
};

/** Spec §8: the status comes from the error's statusCode, status or response status; default 500. */
export function errorStatus(error: unknown): number {
  const e = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
  } | null;
  for (const candidate of [e?.statusCode, e?.status, e?.response?.status]) {
    const status = Number(candidate);
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status;
  }
  return 500;
}
