import { localWordsIn } from './localWords';

const words = (text: string, allowed: string[] = []) =>
  localWordsIn(text, allowed).map((found) => found.split(' ')[0]);

describe('the check for local words on English pages', () => {
  describe('given the texts the issue found', () => {
    it('names a board title left in Croatian, but not the member it names', () => {
      expect(words('Ana Primjer, predsjednica Uprave', ['Ana Primjer'])).toEqual([
        'predsjednica',
        'Uprave',
      ]);
      expect(words('Ivan Uzorak, član Uprave', ['Ivan Uzorak'])).toEqual(['član', 'Uprave']);
    });

    it('names a country left in the local language, but not the street of the address', () => {
      const address = 'Ulica primjera 1, 10431 Sveta Nedelja, Hrvatska';
      expect(words(address, ['Ulica primjera 1'])).toEqual(['Hrvatska']);
      expect(words('Primerna cesta 7, 1236 Trzin, Slovenija', ['Primerna cesta 7'])).toEqual([
        'Slovenija',
      ]);
      expect(words('Sarajevo, Bosna i Hercegovina')).toEqual(['Bosna', 'i', 'Hercegovina']);
    });

    it('reads past e-mail addresses, whose mailbox names are not prose', () => {
      expect(words('E-mail: medicinska-oprema@medivia.example, Office hours')).toEqual([]);
      expect(words('Uprava: uprava@medivia.example')).toEqual(['Uprava']);
    });

    it('names a street word that is not part of an allowed address', () => {
      expect(words('Ulica primjera 1')).toEqual(['Ulica', 'primjera']);
    });

    it('names the sample marker and a register in the local language', () => {
      expect(words('MBS 000000001 (primjer), Trgovački sud u Zagrebu')).toEqual([
        'primjer',
        'Trgovački',
        'sud',
        'u',
      ]);
    });
  });

  describe('given English', () => {
    it.each([
      'Ana Primjer, President of the Management Board',
      'Medivia d.o.o., Ulica primjera 1, 10431 Sveta Nedelja, Croatia',
      'I agree to the processing of my data (Art. 9(2)(i) GDPR).',
      'A light cream that make-up artists also use as a primer.',
      '“We are glad,” says Petra Primjer, head of brand marketing.',
      '81 temperature-controlled vehicles in 3 warehouse locations',
    ])('finds nothing in “%s”', (text) => {
      expect(localWordsIn(text, ['Ulica primjera 1'])).toEqual([]);
    });
  });
});
