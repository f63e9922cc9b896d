import { bosnianOf } from './bosnian.mts';

describe('bosnianOf', () => {
  it('says the everyday words of the admin as Bosnian staff do', () => {
    expect(bosnianOf('Spremi promjene')).toBe('Sačuvaj promjene');
    expect(bosnianOf('Izbriši')).toBe('Obriši');
    expect(bosnianOf('Izradi novo')).toBe('Kreiraj novo');
    expect(bosnianOf('Nacrt uspješno spremljen.')).toBe('Nacrt uspješno sačuvan.');
    expect(bosnianOf('E-mail adresa ili lozinka netočni.')).toBe(
      'E-mail adresa ili lozinka netačni.',
    );
  });

  it('leaves the words the two share alone', () => {
    expect(bosnianOf('Naslov članka')).toBe('Naslov članka');
    expect(bosnianOf('Skladište u Sarajevu')).toBe('Skladište u Sarajevu');
  });
});
