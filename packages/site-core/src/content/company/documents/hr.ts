/** Dokumenti (hr): certifikati, odobrenja i obrasci, na zahtjev (stranice ne poslužuju datoteke). */
export default {
  lead: 'Certifikati, odobrenja, politike i obrasci koje nam kupci i dobavljači najčešće traže.',
  availability:
    'Dokumente bez poveznice za preuzimanje šaljemo na zahtjev, kako biste uvijek dobili važeću, potpisanu inačicu: preslike u PDF obliku šalje naš sektor kvalitete, u pravilu u roku od dva radna dana. U poruci navedite koji vam dokument treba.',
  items: [
    {
      id: 'iso9001',
      type: 'certificate',
      title: 'Certifikat ISO 9001:2015 – sustav upravljanja kvalitetom',
      description:
        'Područje primjene: nabava, skladištenje i distribucija lijekova i medicinskih proizvoda, sekundarno pakiranje i servis opreme.',
      date: '2024-03-18',
    },
    {
      id: 'iso14001',
      type: 'certificate',
      title: 'Certifikat ISO 14001:2015 – sustav upravljanja okolišem',
      description: 'Obuhvaća sva skladišta i urede tvrtke, uključujući dostavna vozila.',
      date: '2024-03-18',
    },
    {
      id: 'gdp',
      type: 'certificate',
      title: 'Certifikat dobre distribucijske prakse (GDP)',
      description:
        'Izdaje ga {medicinesAgencyShort} nakon inspekcije skladištenja i prijevoza lijekova.',
      date: '2023-10-05',
    },
    {
      id: 'gmp',
      type: 'certificate',
      title: 'GMP certifikat za sekundarno pakiranje',
      description:
        'Potvrđuje sukladnost s dobrom proizvođačkom praksom za sekundarno pakiranje i preoznačavanje lijekova.',
      date: '2023-06-12',
    },
    {
      id: 'wholesale',
      type: 'authorisation',
      title: 'Dozvola za promet lijekovima na veliko',
      description: 'Izdavatelj: {medicinesAgency}; navodi naša skladišta i odgovornu osobu.',
      date: '2022-01-20',
    },
    {
      id: 'policy',
      type: 'policy',
      title: 'Politika kvalitete i zaštite okoliša',
      description: 'Obveze uprave u pogledu kvalitete, sigurnosti pacijenata i zaštite okoliša.',
      date: '2024-01-15',
    },
    {
      id: 'customer',
      type: 'form',
      title: 'Obrazac s podacima novog kupca',
      description:
        'Za ljekarne, bolnice i ordinacije koje otvaraju račun kod nas, s popisom potrebnih dozvola.',
      date: '2024-05-02',
    },
    {
      id: 'returns',
      type: 'form',
      title: 'Obrazac za povrat robe i reklamacije',
      description:
        'Za povrat robe ili prijavu nedostatka kvalitete, oštećenog pakiranja ili odstupanja temperature.',
      date: '2024-05-02',
    },
    {
      id: 'supplier',
      type: 'form',
      title: 'Upitnik za kvalifikaciju dobavljača',
      description: 'Za proizvođače i dobavljače koji žele surađivati s nama.',
      date: '2023-11-10',
    },
  ],
};
