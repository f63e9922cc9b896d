/** O nama (bs): historija grupe, misija i vizija, certifikati. Podaci tržišta dolaze iz Market. */
export default {
  lead: 'Od 1990. godine snabdijevamo apoteke, bolnice, laboratorije te stomatološke i veterinarske ordinacije lijekovima, medicinskim sredstvima i opremom – pouzdano, na vrijeme i uz stručnu podršku.',
  intro: [
    'Medivia je nastala iz jednostavne ideje: zdravstveni radnik ne smije čekati lijek ili potrošni materijal koji mu je potreban za pacijenta. Iz malog skladišta u Svetoj Nedelji u Hrvatskoj izrasli smo u grupu s kompanijama u Hrvatskoj, Sloveniji te Bosni i Hercegovini, s vlastitim distributivnim centrom, vozilima s kontrolisanom temperaturom i timovima specijalizovanim za pojedine oblasti zdravstva.',
    'Danas pokrivamo cijeli put proizvoda od proizvođača do korisnika: uvoz i registraciju, skladištenje i transport u skladu s dobrom distributivnom praksom, sekundarno pakovanje, edukaciju korisnika i servis opreme. Proizvođačima smo lokalni partner kojem mogu povjeriti tržište, a kupcima dobavljač kojeg mogu nazvati kad god zatreba.',
  ],
  historyIntro:
    'Više od tri decenije rasta, korak po korak: od jednog dostavnog kombija do regionalne mreže skladišta i ureda.',
  history: [
    {
      year: 1990,
      title: 'Osnivanje u Svetoj Nedelji',
      text: 'Grupa farmaceuta osniva kompaniju s ciljem da apoteke u okolini Zagreba lijekove dobijaju isti dan.',
      story: [
        'Prvo skladište imalo je oko tri stotine kvadratnih metara, u zakupu, na rubu Svete Nedelje. Narudžbe su stizale telefonom i faksom i upisivale se u rokovnik koji uprava i danas čuva. Cijeli vozni park činio je jedan kombi, a vozač je ujedno bio i skladištar.',
        'Već u prvoj godini uveli smo pravilo koje vrijedi i danas: narudžba primljena do podne isporučuje se isti dan. Farmaceuti su to brzo prepoznali, pa se krug od dvadesetak apoteka ubrzo proširio na domove zdravlja i prve bolnice.',
        'Iz tog vremena potiče i običaj da svaki novi kolega prvu sedmicu provede u skladištu i na dostavi. Ko jednom vidi koliko farmaceut zavisi od isporuke na vrijeme, to više ne zaboravlja.',
      ],
    },
    {
      year: 1993,
      title: 'Dozvola za promet lijekovima na veliko',
      text: 'Dobijamo dozvolu za promet lijekovima na veliko i širimo dostavu na cijelu Hrvatsku, od javnih do bolničkih apoteka.',
    },
    {
      year: 1999,
      title: 'Dijagnostika i stomatološki program',
      text: 'Pokrećemo službe laboratorijske dijagnostike te stomatologije i zubne tehnike. Zapošljavamo prve servisne inženjere koji instaliraju, održavaju i kalibriraju analizatore.',
    },
    {
      year: 2003,
      title: 'ISO 9001 i skladište u Vukovaru',
      text: 'Sistem upravljanja kvalitetom certificiramo prema standardu ISO 9001, a u Vukovaru otvaramo skladište za kupce na istoku Hrvatske.',
    },
    {
      year: 2006,
      title: 'Medivia u Sloveniji',
      text: 'U Trzinu kod Ljubljane osnivamo slovensku kompaniju, koja tamošnjim kupcima donosi laboratorijsku dijagnostiku te stomatološki i veterinarski program.',
    },
    {
      year: 2008,
      title: 'Sarajevo i zdravlje životinja',
      text: 'U Sarajevu osnivamo kompaniju za tržište Bosne i Hercegovine, a u grupi pokrećemo službu za zdravlje životinja, namijenjenu veterinarskim ambulantama i farmama.',
    },
    {
      year: 2011,
      title: 'Novi distributivni centar',
      text: 'U Svetoj Nedelji otvaramo distributivni centar s hladnim komorama i neprekidnim praćenjem temperature, izgrađen prema smjernicama dobre distributivne prakse (GDP).',
    },
    {
      year: 2013,
      title: 'Dugopolje i Rijeka',
      text: 'Skladištem u Dugopolju približavamo se kupcima u Dalmaciji, a ured u Rijeci preuzima Kvarner, Istru i ostrva.',
    },
    {
      year: 2016,
      title: 'Sekundarno pakovanje prema GMP-u',
      text: 'Otvaramo pogon za sekundarno pakovanje i ponovno označavanje lijekova, koji radi prema pravilima dobre proizvođačke prakse (GMP).',
    },
    {
      year: 2018,
      title: 'Certifikat ISO 14001',
      text: 'Certificiramo sistem upravljanja okolišem: optimizujemo rute dostave, odvajamo ambalažni otpad i smanjujemo potrošnju energije u skladištima.',
    },
    {
      year: 2020,
      title: 'Snabdijevanje tokom pandemije',
      text: 'Tokom pandemije bolesti COVID-19 ne prekidamo isporuke nijedan dan; bolnicama i laboratorijama dopremamo testove, zaštitnu opremu i lijekove i van redovnog radnog vremena.',
    },
    {
      year: 2024,
      title: 'Pogled naprijed',
      text: 'Obnavljamo certifikate ISO 9001:2015 i ISO 14001:2015, na krov distributivnog centra postavljamo solarnu elektranu i u gradskim centrima uvodimo električna dostavna vozila.',
    },
  ],
  mission:
    'Brinemo da svaka apoteka, bolnica, laboratorija i ordinacija s kojom sarađujemo ima pravi lijek, proizvod ili uređaj u pravo vrijeme – uskladišten i dopremljen tačno onako kako je proizvođač propisao – kako bi se zdravstveni radnici mogli posvetiti pacijentima.',
  vision:
    'Želimo biti najpouzdaniji partner u distribuciji za zdravstvo u regiji: kompanija kojoj proizvođači povjeravaju svoje tržište i koju zdravstveni radnici prvu zovu.',
  values: [
    {
      title: 'Pouzdanost',
      text: 'Obećani rok isporuke za nas je obaveza, a ne procjena. Zato zalihe planiramo unaprijed i pratimo svaku pošiljku.',
    },
    {
      title: 'Kvalitet bez prečica',
      text: 'Temperatura, sljedivost serije i uredna dokumentacija nisu formalnost, nego uslov da lijek stigne siguran.',
    },
    {
      title: 'Stručnost',
      text: 'Farmaceuti, inženjeri, biolozi i veterinari u našim službama govore jezikom svojih kupaca.',
    },
    {
      title: 'Odgovornost',
      text: 'Prema pacijentima, kolegama i okolišu: od sigurnosti na radu do svakog ušteđenog kilovat-sata u skladištu.',
    },
  ],
  certificatesIntro:
    'Naš sistem kvaliteta redovno provjeravaju nezavisna certifikacijska tijela i nadležne agencije za lijekove. Znakovi u nastavku nacrtani su za ovu stranicu, a kopije certifikata šaljemo na zahtjev.',
  certificates: [
    {
      id: 'iso9001',
      title: 'ISO 9001:2015',
      text: 'Sistem upravljanja kvalitetom obuhvata nabavku, skladištenje, distribuciju, sekundarno pakovanje i servis opreme, uz godišnje nadzorne audite.',
    },
    {
      id: 'iso14001',
      title: 'ISO 14001:2015',
      text: 'Sistem upravljanja okolišem: planiranje ruta, odvojeno prikupljanje otpada, zbrinjavanje ambalaže i praćenje potrošnje energije.',
    },
    {
      id: 'gdp',
      title: 'GDP – dobra distributivna praksa',
      text: 'Skladištenje i transport lijekova prema smjernicama EU: kvalifikovana vozila, temperaturno mapirana skladišta i sljedivost svake serije.',
    },
    {
      id: 'gmp',
      title: 'GMP – dobra proizvođačka praksa',
      text: 'Potvrda o usklađenosti za sekundarno pakovanje i ponovno označavanje lijekova, izdata nakon inspekcije nadležnog organa za lijekove.',
    },
  ],
  locationsIntro:
    'Skladišta i uredi grupe. Dodirnite broj telefona da biste nazvali direktno s mobitela.',
  membershipsIntro:
    'Učestvujemo u radu strukovnih udruženja koja oblikuju pravila i standarde prometa lijekovima i medicinskim sredstvima.',
  companyInfoText:
    'Puni naziv kompanije, sjedište, registracijski i porezni podaci, osnovni kapital, uprava i poslovni računi.',
};
