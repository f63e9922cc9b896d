import { highlight, snippet } from '../highlight';

const matched = new Set(['dijagnostika', 'skladistenje']);

describe('marking matched words', () => {
  it('marks the words as written, diacritics and case kept', () => {
    expect(highlight('Skladištenje i transport', matched)).toEqual([
      { text: 'Skladištenje', hit: true },
      { text: ' i transport', hit: false },
    ]);
  });

  it('leaves a text without matches in one plain run', () => {
    expect(highlight('Servis opreme.', matched)).toEqual([{ text: 'Servis opreme.', hit: false }]);
  });
});

describe('cutting a snippet', () => {
  const filler = 'Riječ '.repeat(60).trim();

  it('shows the passage around the first matched word, with ellipses where it was cut', () => {
    const text = snippet(
      ['Nema ničega ovdje.', `${filler} laboratorijska dijagnostika ${filler}`],
      matched,
      'Sažetak.',
      80,
    );
    expect(text).toMatch(/^… .*dijagnostika.* …$/);
    expect(text.length).toBeLessThanOrEqual(86);
  });

  it('falls back to the lead when only the title matched', () => {
    expect(snippet(['Ništa.'], matched, 'Kratki sažetak.')).toBe('Kratki sažetak.');
  });
});
