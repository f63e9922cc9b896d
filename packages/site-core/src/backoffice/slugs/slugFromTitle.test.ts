import { slugPattern } from '../../schema/content';
import { slugFromTitle, slugMaxLength } from './slugFromTitle';

describe('slugFromTitle', () => {
  it.each([
    ['Novo skladište u Đakovu', 'novo-skladiste-u-djakovu'],
    ['Čestitka: Ćevapi i žganci', 'cestitka-cevapi-i-zganci'],
    ['ŠKOLA ZA ŽUPANIJSKE LJEKARNIKE', 'skola-za-zupanijske-ljekarnike'],
    ['Nova lekarna v Šmarju pri Jelšah', 'nova-lekarna-v-smarju-pri-jelsah'],
    ['Džemat i đački dom', 'dzemat-i-djacki-dom'],
    ['Medivia’s 30th anniversary', 'medivias-30th-anniversary'],
    ['  -- Dan otvorenih vrata (2027.) --  ', 'dan-otvorenih-vrata-2027'],
    ['Öl & Straße, naïve café', 'ol-strasse-naive-cafe'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slugFromTitle(title)).toMatch(slugPattern);
  });

  it('gives nothing for a title without letters or digits', () => {
    expect(slugFromTitle(' – … ')).toBe('');
  });

  it('cuts a long title at the end of a word', () => {
    const title = 'Riječ '.repeat(30);
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(slugMaxLength);
    expect(slug).toMatch(slugPattern);
    expect(slug.endsWith('rijec')).toBe(true);
  });

  it('is stable: a slug made from a slug is the same slug', () => {
    const slug = slugFromTitle('Novi ugovor s Đurom');
    expect(slugFromTitle(slug)).toBe(slug);
  });
});
