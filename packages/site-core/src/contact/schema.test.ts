import { coreCatalogues } from '../i18n/catalogue';
import { locales } from '../i18n/locales';
import {
  contactFormSchema,
  contactRequestSchema,
  emptyContactForm,
  verifyRequestSchema,
} from './schema';

const valid = {
  department: 'diagnostics',
  name: 'Ana Horvat',
  email: 'ana.horvat@example.com',
  message: 'Molim ponudu za analizatore.',
  terms: true,
};

/** The message id of the first issue on each field, as the form shows it. */
function errorsOf(input: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the contact form schema (spec §5)', () => {
  it('accepts a complete message and trims the text fields', () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      name: '  Ana Horvat ',
      email: ' ana.horvat@example.com ',
    });
    expect(parsed).toEqual(valid);
  });

  it('requires every field, reporting each with its own message id', () => {
    expect(errorsOf(emptyContactForm)).toEqual({
      department: 'contact.error.department',
      name: 'contact.error.nameRequired',
      email: 'contact.error.emailRequired',
      message: 'contact.error.messageRequired',
      terms: 'contact.error.terms',
    });
  });

  it('treats whitespace-only text as missing', () => {
    expect(errorsOf({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: 'contact.error.nameRequired',
      message: 'contact.error.messageRequired',
    });
  });

  it('allows 50 characters in name and e-mail, not 51', () => {
    const email50 = `${'a'.repeat(38)}@example.com`;
    expect(email50).toHaveLength(50);
    expect(errorsOf({ ...valid, name: 'N'.repeat(50), email: email50 })).toEqual({});
    expect(errorsOf({ ...valid, name: 'N'.repeat(51), email: `a${email50}` })).toEqual({
      name: 'contact.error.nameTooLong',
      email: 'contact.error.emailTooLong',
    });
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana horvat@example.com',
    'ana@example.com\r\nBcc: x@example.com',
  ])('refuses %j as an e-mail address', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'contact.error.emailInvalid' });
  });

  it('requires the terms to be accepted, not merely present', () => {
    expect(errorsOf({ ...valid, terms: false })).toEqual({ terms: 'contact.error.terms' });
    expect(errorsOf({ ...valid, terms: 'yes' })).toEqual({ terms: 'contact.error.terms' });
  });

  it('refuses values of the wrong type without throwing', () => {
    expect(errorsOf({ ...valid, name: 42, department: ['x'] })).toEqual({
      department: 'contact.error.department',
      name: 'contact.error.nameRequired',
    });
    expect(contactFormSchema.safeParse(null).success).toBe(false);
  });

  it('has a message for every issue id in every locale', () => {
    const ids = new Set(Object.values(errorsOf({ ...emptyContactForm, name: 'N'.repeat(51) })));
    [
      'contact.error.emailInvalid',
      'contact.error.emailTooLong',
      'contact.error.messageTooLong',
    ].forEach((id) => ids.add(id));
    for (const locale of locales) {
      for (const id of ids)
        expect({ locale, id, text: typeof coreCatalogues[locale][id] }).toEqual({
          locale,
          id,
          text: 'string',
        });
    }
  });
});

describe('the request schemas', () => {
  it('adds an optional bot-check token to the form fields for POST /mail/send', () => {
    expect(contactRequestSchema.parse({ ...valid, token: 'abc' }).token).toBe('abc');
    expect(contactRequestSchema.parse(valid).token).toBeUndefined();
    expect(contactRequestSchema.safeParse({ ...valid, token: 'x'.repeat(5000) }).success).toBe(
      false,
    );
  });

  it('takes { response } for POST /api/verify-recaptcha, with an optional plain action name', () => {
    expect(verifyRequestSchema.parse({ response: 'tok' })).toEqual({ response: 'tok' });
    expect(verifyRequestSchema.safeParse({ response: '' }).success).toBe(false);
    expect(
      verifyRequestSchema.safeParse({ response: 'tok', action: 'contact<script>' }).success,
    ).toBe(false);
  });
});
