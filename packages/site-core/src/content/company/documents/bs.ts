/** Dokumenti (bs): certifikati, dozvole i obrasci, na zahtjev (stranica ne nudi datoteke). */
export default {
  lead: 'Certifikati, dozvole, politike i obrasci koje nam kupci i dobavljači najčešće traže.',
  availability:
    'Dokumente bez linka za preuzimanje šaljemo na zahtjev, kako biste uvijek dobili važeću, potpisanu verziju: kopije u PDF formatu šalje naš sektor kvaliteta, u pravilu u roku od dva radna dana. U poruci navedite koji vam dokument treba.',
  items: [
    {
      id: 'iso9001',
      type: 'certificate',
      title: 'Certifikat ISO 9001:2015 – sistem upravljanja kvalitetom',
      description:
        'Područje primjene: nabavka, skladištenje i distribucija lijekova i medicinskih sredstava, sekundarno pakovanje i servis opreme.',
      date: '2024-03-18',
    },
    {
      id: 'iso14001',
      type: 'certificate',
      title: 'Certifikat ISO 14001:2015 – sistem upravljanja okolišem',
      description: 'Obuhvata sva skladišta i urede kompanije, uključujući dostavna vozila.',
      date: '2024-03-18',
    },
    {
      id: 'gdp',
      type: 'certificate',
      title: 'Certifikat dobre distributivne prakse (GDP)',
      description:
        'Izdaje ga {medicinesAgencyShort} nakon inspekcije skladištenja i transporta lijekova.',
      date: '2023-10-05',
    },
    {
      id: 'gmp',
      type: 'certificate',
      title: 'GMP certifikat za sekundarno pakovanje',
      description:
        'Potvrđuje usklađenost s dobrom proizvođačkom praksom za sekundarno pakovanje i ponovno označavanje lijekova.',
      date: '2023-06-12',
    },
    {
      id: 'wholesale',
      type: 'authorisation',
      title: 'Dozvola za promet lijekovima na veliko',
      description: 'Izdavalac: {medicinesAgency}; navodi naša skladišta i odgovorno lice.',
      date: '2022-01-20',
    },
    {
      id: 'policy',
      type: 'policy',
      title: 'Politika kvaliteta i zaštite okoliša',
      description: 'Obaveze uprave u pogledu kvaliteta, sigurnosti pacijenata i zaštite okoliša.',
      date: '2024-01-15',
    },
    {
      id: 'customer',
      type: 'form',
      title: 'Obrazac s podacima novog kupca',
      description:
        'Za apoteke, bolnice i ordinacije koje otvaraju račun kod nas, sa spiskom potrebnih dozvola.',
      date: '2024-05-02',
    },
    {
      id: 'returns',
      type: 'form',
      title: 'Obrazac za povrat robe i reklamacije',
      description:
        'Za povrat robe ili prijavu nedostatka kvaliteta, oštećenog pakovanja ili odstupanja temperature.',
      date: '2024-05-02',
    },
    {
      id: 'supplier',
      type: 'form',
      title: 'Upitnik za kvalifikaciju dobavljača',
      description: 'Za proizvođače i dobavljače koji žele sarađivati s nama.',
      date: '2023-11-10',
    },
  ],
};
