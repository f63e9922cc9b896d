/** @jest-environment node */
import type { PayloadRequest } from 'payload';
import { writtenInDefaultLanguage } from './altLanguage.mts';

const hook = writtenInDefaultLanguage('hr') as unknown as (args: {
  args: object;
  operation: string;
  req: Partial<PayloadRequest>;
}) => object;

describe('writtenInDefaultLanguage (media uploads and changes)', () => {
  it('a write without ?locale= is in the default language (before: in none, its alt lost)', () => {
    for (const operation of ['create', 'update']) {
      const req: Partial<PayloadRequest> = { locale: null as never };
      const args = { data: { alt: 'Skladište' } };
      expect(hook({ args, operation, req })).toBe(args);
      expect(req.locale).toBe('hr');
    }
  });

  it('a language the request names stays, all languages too; reads are left alone', () => {
    for (const locale of ['en', 'all']) {
      const req: Partial<PayloadRequest> = { locale };
      hook({ args: {}, operation: 'create', req });
      expect(req.locale).toBe(locale);
    }
    const read: Partial<PayloadRequest> = { locale: undefined };
    hook({ args: {}, operation: 'read', req: read });
    expect(read.locale).toBeUndefined();
  });
});
