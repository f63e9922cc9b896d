/** @jest-environment node */
import { createHashingGate } from './signInHashing.mts';
import { signInWords } from './signInWords.mts';

describe('the hashing gate', () => {
  describe('given one hashing at a time and a queue of two', () => {
    const limits = { concurrent: 1, queued: 2, maxWaitMs: 60_000 };

    it('runs one, queues two, and refuses the next at once', async () => {
      const gate = createHashingGate(limits);
      const first = await gate.enter();
      expect(first).toBeDefined();
      const second = gate.enter();
      const third = gate.enter();
      expect(gate.load()).toEqual({ running: 1, queued: 2 });
      expect(await gate.enter()).toBeUndefined();
      first!();
      const secondTurn = await second;
      expect(secondTurn).toBeDefined();
      expect(gate.load()).toEqual({ running: 1, queued: 1 });
      secondTurn!();
      (await third)!();
      expect(gate.load()).toEqual({ running: 0, queued: 0 });
    });

    it('ends a turn once however often it is ended', async () => {
      const gate = createHashingGate(limits);
      const turn = (await gate.enter())!;
      turn();
      turn();
      expect(gate.load()).toEqual({ running: 0, queued: 0 });
      expect(await gate.enter()).toBeDefined();
      expect(gate.load().running).toBe(1);
    });
  });

  it('refuses a queued login whose wait ran out', async () => {
    jest.useFakeTimers();
    try {
      const gate = createHashingGate({ concurrent: 1, queued: 4, maxWaitMs: 2_000 });
      await gate.enter();
      const waiting = gate.enter();
      jest.advanceTimersByTime(2_001);
      expect(await waiting).toBeUndefined();
      expect(gate.load()).toEqual({ running: 1, queued: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the sign-in's words", () => {
  it.each(Object.entries(signInWords))('says %s in English, Croatian and Slovenian', (_, word) => {
    expect(new Set([word.en, word.hr, word.sl]).size).toBe(3);
  });
});
