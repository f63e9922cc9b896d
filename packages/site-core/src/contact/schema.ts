import { z } from '../validation/zod';

/** Spec §9: name and e-mail hold at most 50 characters. */
export const NAME_MAX = 50;
export const EMAIL_MAX = 50;
/**
 * Not in the spec: a bound that keeps a message well inside the endpoint's 16 kB body limit even
 * in scripts of two or three bytes per character, so a long letter gets a field error, not a 413.
 */
export const MESSAGE_MAX = 4000;

/**
 * Issue messages are message ids, not texts: the same schema runs on the server (which answers
 * with the ids) and in the browser (which formats them in the visitor's locale, with `{max}`
 * taken from here).
 */
export const maxLengths = { name: NAME_MAX, email: EMAIL_MAX, message: MESSAGE_MAX } as const;

const requiredText = (requiredId: string, max: number, tooLongId: string) =>
  z
    .string({ error: requiredId })
    .trim()
    .min(1, { error: requiredId })
    .max(max, { error: tooLongId });

/** Spec §5: the contact form's fields and rules, shared by the form and POST /mail/send. */
export const contactFormSchema = z.object({
  department: z
    .string({ error: 'contact.error.department' })
    .min(1, { error: 'contact.error.department' }),
  name: requiredText('contact.error.nameRequired', NAME_MAX, 'contact.error.nameTooLong'),
  email: requiredText('contact.error.emailRequired', EMAIL_MAX, 'contact.error.emailTooLong').pipe(
    z.email({ error: 'contact.error.emailInvalid' }),
  ),
  message: requiredText(
    'contact.error.messageRequired',
    MESSAGE_MAX,
    'contact.error.messageTooLong',
  ),
  terms: z
    .boolean({ error: 'contact.error.terms' })
    .refine((accepted) => accepted, { error: 'contact.error.terms' }),
});

/** What the visitor fills in (terms starts unticked, department empty). */
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormInput = {
  department: '',
  name: '',
  email: '',
  message: '',
  terms: false,
};

/**
 * The body of POST /mail/send: the form plus the bot-check token. The token is optional here so
 * development without reCAPTCHA keys works; the server's bot check decides whether one is needed.
 */
export const contactRequestSchema = contactFormSchema.extend({
  token: z.string().max(4096).optional(),
});

export type ContactRequest = z.output<typeof contactRequestSchema>;

/** The body of POST /api/verify-recaptcha (spec §7). `action` defaults to the contact form's. */
export const verifyRequestSchema = z.object({
  response: z.string().min(1).max(4096),
  action: z
    .string()
    .regex(/^[A-Za-z0-9_/]{1,64}$/)
    .optional(),
});

/** The reCAPTCHA v3 action the contact form executes and the server expects. */
export const CONTACT_ACTION = 'contact';

/** A machine-readable issue list for a 400 answer: field path and message id, never the input. */
export function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
