/** Dokumenti (sl): certifikati, dovoljenja in obrazci, na zahtevo (spletna stran ne ponuja datotek). */
export default {
  lead: 'Certifikati, dovoljenja, politike in obrazci, ki jih kupci in dobavitelji najpogosteje potrebujejo.',
  availability:
    'Dokumente brez povezave za prenos pošljemo na zahtevo, da vedno prejmete veljavno, podpisano različico: kopije v obliki PDF pošlje naš oddelek za kakovost, praviloma v dveh delovnih dneh. V sporočilu navedite, kateri dokument potrebujete.',
  items: [
    {
      id: 'iso9001',
      type: 'certificate',
      title: 'Certifikat ISO 9001:2015 – sistem vodenja kakovosti',
      description:
        'Področje: nabava, skladiščenje in distribucija zdravil in medicinskih pripomočkov, sekundarno pakiranje in servis opreme.',
      date: '2024-03-18',
    },
    {
      id: 'iso14001',
      type: 'certificate',
      title: 'Certifikat ISO 14001:2015 – sistem ravnanja z okoljem',
      description: 'Zajema vsa skladišča in pisarne družbe, vključno z dostavnimi vozili.',
      date: '2024-03-18',
    },
    {
      id: 'gdp',
      type: 'certificate',
      title: 'Certifikat dobre distribucijske prakse (GDP)',
      description:
        'Izda ga {medicinesAgencyShort} po inšpekcijskem pregledu skladiščenja in prevoza zdravil.',
      date: '2023-10-05',
    },
    {
      id: 'gmp',
      type: 'certificate',
      title: 'Certifikat GMP za sekundarno pakiranje',
      description:
        'Potrjuje skladnost z dobro proizvodno prakso pri sekundarnem pakiranju in ponovnem označevanju zdravil.',
      date: '2023-06-12',
    },
    {
      id: 'wholesale',
      type: 'authorisation',
      title: 'Dovoljenje za promet z zdravili na debelo',
      description: 'Izdajatelj: {medicinesAgency}; navaja naša skladišča in odgovorno osebo.',
      date: '2022-01-20',
    },
    {
      id: 'policy',
      type: 'policy',
      title: 'Politika kakovosti in varovanja okolja',
      description: 'Zaveze poslovodstva glede kakovosti, varnosti bolnikov in okolja.',
      date: '2024-01-15',
    },
    {
      id: 'customer',
      type: 'form',
      title: 'Obrazec s podatki novega kupca',
      description:
        'Za lekarne, bolnišnice in ambulante, ki pri nas odpirajo račun, s seznamom potrebnih dovoljenj.',
      date: '2024-05-02',
    },
    {
      id: 'returns',
      type: 'form',
      title: 'Obrazec za vračilo blaga in reklamacije',
      description:
        'Za vračilo blaga ali prijavo napake v kakovosti, poškodovane embalaže ali temperaturnega odstopanja.',
      date: '2024-05-02',
    },
    {
      id: 'supplier',
      type: 'form',
      title: 'Vprašalnik za kvalifikacijo dobaviteljev',
      description: 'Za proizvajalce in dobavitelje, ki bi želeli sodelovati z nami.',
      date: '2023-11-10',
    },
  ],
};
