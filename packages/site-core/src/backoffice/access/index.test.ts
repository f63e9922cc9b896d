/** @jest-environment node */
import type { Access, PayloadRequest } from 'payload';
import { administrators, pharmacovigilanceDesk } from './index.mts';

/** What each rule answers for a visitor and for each role, as Payload calls it. */
function answers(rule: Access) {
  const ask = (user: { role: string } | null) =>
    rule({ req: { user } as unknown as PayloadRequest });
  return {
    visitor: ask(null),
    administrator: ask({ role: 'administrator' }),
    editor: ask({ role: 'editor' }),
    pharmacovigilance: ask({ role: 'pharmacovigilance' }),
    hr: ask({ role: 'hr' }),
  };
}

describe('the back office access rules', () => {
  it('administrators lets administrators only', () => {
    expect(answers(administrators)).toEqual({
      visitor: false,
      administrator: true,
      editor: false,
      pharmacovigilance: false,
      hr: false,
    });
  });

  it('pharmacovigilanceDesk lets the pharmacovigilance team and administrators, never an editor', () => {
    expect(answers(pharmacovigilanceDesk)).toEqual({
      visitor: false,
      administrator: true,
      editor: false,
      pharmacovigilance: true,
      hr: false,
    });
  });
});
