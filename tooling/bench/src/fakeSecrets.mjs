// Stand-in server secrets for the secrets check: `pnpm test` builds the apps once with these in the
// build's environment (tooling/ci/stages.mjs), and the check fails if any appears in what browsers
// receive. Fake values, never a real key.
export const fakeSecrets = {
  SENDGRID_API_KEY: 'SG.fake-secret-check.0123456789abcdefghijklmnopqrstuvwxyz',
  RECAPTCHA_SECRET_KEY: '6LfakeSecretCheck0000000000000000000000000',
};

/** Beside a build made with them: the build's id, so a later build without them is not taken for one. */
export const secretsCheckMark = 'secrets-check-build.json';
