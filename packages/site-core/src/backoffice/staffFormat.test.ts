import { auditDetailInWords, staffTime } from './staffFormat';

describe('staffTime', () => {
  it('is the market’s time on the 24-hour clock, not UTC', () => {
    // 13:05 UTC in November is 14:05 in Zagreb, Ljubljana and Sarajevo (CET).
    expect(staffTime('2026-11-27T13:05:00.000Z', 'hr', 'Europe/Zagreb')).toBe(
      '27. 11. 2026. 14:05',
    );
    expect(staffTime('2026-11-27T13:05:00.000Z', 'sl', 'Europe/Ljubljana')).toBe(
      '27. 11. 2026, 14:05',
    );
    expect(staffTime('2026-11-27T13:05:00.000Z', 'en', 'Europe/Sarajevo')).toBe('2026-11-27 14:05');
  });

  it('moves the day at midnight there, and in summer time by two hours', () => {
    expect(staffTime('2026-11-27T23:30:00.000Z', 'hr', 'Europe/Zagreb')).toBe(
      '28. 11. 2026. 00:30',
    );
    expect(staffTime('2026-07-01T21:15:00.000Z', 'hr', 'Europe/Zagreb')).toBe('1. 7. 2026. 23:15');
  });
});

describe('auditDetailInWords', () => {
  const pv = {
    language: 'hr' as const,
    statuses: { new: 'Nova', in_assessment: 'U procjeni', sent_to_authority: 'Poslano agenciji' },
    timeZone: 'Europe/Zagreb',
  };

  it('says a status change with the desk’s names, never JSON', () => {
    const said = auditDetailInWords(
      {
        from: 'in_assessment',
        to: 'sent_to_authority',
        authorityCaseNumber: 'HR-2026-17',
        sentOn: '2026-11-27',
      },
      pv,
    );
    expect(said).toBe(
      'U procjeni → Poslano agenciji; broj slučaja nadležnog tijela HR-2026-17; poslano 27. 11. 2026.',
    );
    expect(said).not.toMatch(/[{}"]/);
  });

  it('says an assignment by e-mail, a note by number, a purge by its dates in the market’s time', () => {
    expect(
      auditDetailInWords({ from: null, to: { id: '3', email: 'ana@medivia.example' } }, pv),
    ).toBe('nitko → ana@medivia.example');
    expect(auditDetailInWords({ noteId: 4 }, { ...pv, language: 'sl' })).toBe('zapisek št. 4');
    expect(
      auditDetailInWords(
        {
          openingId: 2,
          receivedAt: '2026-01-10T08:00:00.000Z',
          retainUntil: '2026-07-10T08:00:00.000Z',
        },
        { ...pv, language: 'en' },
      ),
    ).toBe('opening no. 2; received 2026-01-10 09:00; kept until 2026-07-10 10:00');
    expect(auditDetailInWords(null, pv)).toBe('');
  });
});
