/** @jest-environment node */
import type { Access, PayloadRequest } from 'payload';
import { administrators, pharmacovigilanceDesk, signedIn } from './index.mts';

/** What each rule answers for a visitor and for each role, as Payload calls it. */
function answers(rule: Access) {
  const ask = (user: { role: string } | null) =>
    rule({ req: { user } as unknown as PayloadRequest });
  return {
    visitor: ask(null),
    administrator: ask({ role: 'administrator' }),
    editor: ask({ role: 'editor' }),
    pharmacovigilance: ask({ role: 'pharmacovigilance' }),
  };
}

describe('the back office access rules', () => {
  it('signedIn lets any member of staff in, and no visitor', () => {
    expect(answers(signedIn)).toEqual({
      visitor: false,
      administrator: true,
      editor: true,
      pharmacovigilance: true,
    });
  });

  it('administrators lets administrators only', () => {
    expect(answers(administrators)).toEqual({
      visitor: false,
      administrator: true,
      editor: false,
      pharmacovigilance: false,
    });
  });

  it('pharmacovigilanceDesk lets the pharmacovigilance team and administrators, never an editor', () => {
    expect(answers(pharmacovigilanceDesk)).toEqual({
      visitor: false,
      administrator: true,
      editor: false,
      pharmacovigilance: true,
    });
  });
});
