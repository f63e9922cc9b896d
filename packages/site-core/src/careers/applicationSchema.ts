import { z } from '../validation/zod';

/** The reCAPTCHA action of an application: a token made for the contact form does not count here. */
export const APPLICATION_ACTION = 'application';

export const APPLICATION_NAME_MAX = 100;
export const APPLICATION_EMAIL_MAX = 100;
export const APPLICATION_PHONE_MAX = 30;
export const APPLICATION_MESSAGE_MAX = 4000;

export const applicationMaxLengths = {
  name: APPLICATION_NAME_MAX,
  email: APPLICATION_EMAIL_MAX,
  phone: APPLICATION_PHONE_MAX,
  message: APPLICATION_MESSAGE_MAX,
} as const;

const text = (requiredId: string, max: number, tooLongId: string) =>
  z
    .string({ error: requiredId })
    .trim()
    .min(1, { error: requiredId })
    .max(max, { error: tooLongId });

/**
 * The application form's fields, checked in the browser and again by POST /api/applications.
 * Issue messages are message ids (careers.apply.error.*), formatted in the visitor's locale.
 */
export const applicationFieldsSchema = z.object({
  opening: z.string({ error: 'careers.apply.error.opening' }).min(1, {
    error: 'careers.apply.error.opening',
  }),
  name: text(
    'careers.apply.error.nameRequired',
    APPLICATION_NAME_MAX,
    'careers.apply.error.tooLong',
  ),
  email: text(
    'careers.apply.error.emailRequired',
    APPLICATION_EMAIL_MAX,
    'careers.apply.error.tooLong',
  ).pipe(z.email({ error: 'careers.apply.error.emailInvalid' })),
  phone: text(
    'careers.apply.error.phoneRequired',
    APPLICATION_PHONE_MAX,
    'careers.apply.error.tooLong',
  ).regex(/^\+?[0-9][0-9 ()/.-]{5,}$/, { error: 'careers.apply.error.phoneInvalid' }),
  message: z
    .string()
    .trim()
    .max(APPLICATION_MESSAGE_MAX, { error: 'careers.apply.error.tooLong' })
    .default(''),
  privacy: z
    .union([z.literal('on'), z.literal('true'), z.literal(true)], {
      error: 'careers.apply.error.privacy',
    })
    .transform(() => true as const),
});

export type ApplicationFields = z.output<typeof applicationFieldsSchema>;
export type ApplicationFieldName = keyof typeof applicationFieldsSchema.shape | 'cv';
