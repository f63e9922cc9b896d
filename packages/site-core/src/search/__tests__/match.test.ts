import { editDistance } from '../editDistance';
import { searchEntries, termQuality, type SearchEntry } from '../match';
import { foldText, uniqueTerms } from '../normalize';

const entry = (title: string, body: string, href = `/${title}`): SearchEntry => ({
  href,
  title,
  section: 'Služba',
  excerpt: body,
  terms: uniqueTerms(body).join(' '),
});

const diagnostics = entry(
  'Laboratorijska dijagnostika',
  'Analizatori, reagensi i potrošni materijal za kliničke laboratorije.',
);
const warehousing = entry(
  'Skladištenje i transport',
  'Čuvamo lijekove u kontroliranim uvjetima i dostavljamo ih vozilima s kontroliranom temperaturom.',
);
const news = entry(
  'Novosti i događanja',
  'Vijesti o laboratorijskoj dijagnostici, kongresima i seminarima.',
);
const entries = [news, warehousing, diagnostics];

const hrefs = (query: string) => searchEntries(entries, query).map((hit) => hit.entry.href);

describe('folding text for search', () => {
  it('drops case and the diacritics of č, ć, š, ž and đ', () => {
    expect(foldText('Čćšž Đakovo ĐURO')).toBe('ccsz dakovo duro');
  });

  it('splits into words and leaves out single letters', () => {
    expect(uniqueTerms('Skladištenje i transport, skladištenje!')).toEqual([
      'skladistenje',
      'transport',
    ]);
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbouring letters as one typo', () => {
    expect(editDistance('dijagnsotika', 'dijagnostika', 2)).toBe(1);
    expect(editDistance('ljekovi', 'lijekovi', 1)).toBe(1);
  });

  it('stops counting past the allowance', () => {
    expect(editDistance('servis', 'transport', 1)).toBe(2);
  });
});

describe('grading one word', () => {
  it('prefers the same word over a longer form over a typo', () => {
    expect(termQuality('dijagnostika', 'dijagnostika')).toBe(3);
    expect(termQuality('laboratorij', 'laboratorijska')).toBe(2);
    expect(termQuality('dijagnostka', 'dijagnostika')).toBe(1);
  });

  it('forgives no typo in words under four letters', () => {
    expect(termQuality('lab', 'lob')).toBe(0);
  });
});

describe('searching entries', () => {
  it('finds a page by a word typed without diacritics', () => {
    expect(hrefs('skladistenje')).toEqual([warehousing.href]);
    expect(hrefs('cuvamo')).toEqual([warehousing.href]);
  });

  it('finds "Laboratorijska dijagnostika" by either word of its title, title match first', () => {
    expect(hrefs('dijagnostika')[0]).toBe(diagnostics.href);
    expect(hrefs('laboratorijska')[0]).toBe(diagnostics.href);
  });

  it('finds a page by a word with one typo', () => {
    expect(hrefs('dijagnostka')[0]).toBe(diagnostics.href);
    expect(hrefs('skladistnje')).toEqual([warehousing.href]);
    expect(hrefs('transprot')).toEqual([warehousing.href]);
  });

  it('ranks a title hit above a body hit', () => {
    // "dijagnostika" is in the news page's body only (as "dijagnostici"), in the diagnostics title.
    expect(hrefs('dijagnostik')).toEqual([diagnostics.href, news.href]);
  });

  it('needs every word of the query', () => {
    expect(hrefs('dijagnostika transport')).toEqual([]);
    expect(hrefs('kontroliranom temperaturom')).toEqual([warehousing.href]);
  });

  it('finds nothing for an unknown word or an empty query', () => {
    expect(hrefs('xylofon')).toEqual([]);
    expect(hrefs('')).toEqual([]);
    expect(hrefs(' , . ')).toEqual([]);
  });

  it('reports which words of the page matched, for marking them', () => {
    const [hit] = searchEntries(entries, 'skladistenje temperatura');
    expect([...hit!.matched].sort()).toEqual(['skladistenje', 'temperaturom']);
  });
});
