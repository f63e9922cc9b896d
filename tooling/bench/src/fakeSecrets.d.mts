export declare const fakeSecrets: { SENDGRID_API_KEY: string; RECAPTCHA_SECRET_KEY: string };
export declare const secretsCheckMark: string;
