/** @jest-environment node */
import type { Payload } from 'payload';
import type { OutgoingMail } from '../../server/mailer';
import { outgoingMail, staffMailAdapter } from './index.mts';

const sender = { email: 'web@medivia-hr.example', name: 'Medivia Hrvatska' };

function fakePayload() {
  const errors: string[] = [];
  const payload = {
    logger: { error: (entry: unknown) => errors.push(typeof entry === 'string' ? entry : 'error') },
  } as unknown as Payload;
  return { payload, errors };
}

describe('the back office’s email adapter', () => {
  it('sends Payload’s message from the site’s sender, without click tracking on the link', () => {
    expect(
      outgoingMail(
        {
          from: '"Someone" <other@example.test>',
          to: 'ana@medivia-hr.example, ivo@medivia-hr.example',
          subject: 'Postavite novu lozinku',
          html: '<p>x</p>',
        },
        sender,
      ),
    ).toEqual({
      from: sender,
      to: ['ana@medivia-hr.example', 'ivo@medivia-hr.example'],
      subject: 'Postavite novu lozinku',
      html: '<p>x</p>',
      trackingSettings: { clickTracking: { enable: false, enableText: false } },
    });
  });

  it('hands the mail over without waiting for the provider, and logs a refusal', async () => {
    let release: () => void = () => undefined;
    const sent: OutgoingMail[] = [];
    const slowProvider = (mail: OutgoingMail) =>
      new Promise<{ ok: false; reason: 'rejected'; status: number }>((resolve) => {
        sent.push(mail);
        release = () => resolve({ ok: false, reason: 'rejected', status: 400 });
      });
    const { payload, errors } = fakePayload();
    const adapter = staffMailAdapter(sender, slowProvider)({ payload });
    expect(adapter.defaultFromAddress).toBe('web@medivia-hr.example');
    expect(adapter.defaultFromName).toBe('Medivia Hrvatska');

    const answer = (await adapter.sendEmail({
      to: 'ana@medivia-hr.example',
      subject: 'S',
      html: '<p>h</p>',
    })) as { queued: boolean; delivery: Promise<unknown> };
    // Answered while the provider still holds the mail.
    expect(answer.queued).toBe(true);
    expect(sent).toHaveLength(1);
    expect(errors).toEqual([]);

    release();
    await answer.delivery;
    expect(errors).toEqual([
      '[back office] a mail to ana@medivia-hr.example was not sent: rejected (400)',
    ]);
  });
});
