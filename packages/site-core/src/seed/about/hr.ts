/** O nama (hr): povijest grupe, misija i vizija, certifikati. Tržišni podaci dolaze iz Market. */
export default {
  lead: 'Od 1990. opskrbljujemo ljekarne, bolnice, laboratorije te stomatološke i veterinarske ordinacije lijekovima, medicinskim proizvodima i opremom – pouzdano, na vrijeme i uz stručnu podršku.',
  intro: [
    'Medivia je nastala iz jednostavne ideje: zdravstveni djelatnik ne smije čekati lijek ili potrošni materijal koji mu je potreban za pacijenta. Iz malog skladišta u Svetoj Nedelji izrasli smo u grupu s društvima u Hrvatskoj, Sloveniji te Bosni i Hercegovini, s vlastitim distribucijskim centrom, vozilima s kontroliranom temperaturom i timovima specijaliziranima za pojedina područja zdravstva.',
    'Danas pokrivamo cijeli put proizvoda od proizvođača do korisnika: uvoz i registraciju, skladištenje i prijevoz prema pravilima dobre distribucijske prakse, sekundarno pakiranje, edukaciju korisnika i servis opreme. Proizvođačima smo lokalni partner kojem mogu povjeriti tržište, a kupcima dobavljač kojeg mogu nazvati kad god zatreba.',
  ],
  historyIntro:
    'Više od tri desetljeća rasta, korak po korak: od jednog dostavnog kombija do regionalne mreže skladišta i ureda.',
  history: [
    {
      year: 1990,
      title: 'Osnivanje u Svetoj Nedelji',
      text: 'Skupina farmaceuta osniva tvrtku s ciljem da ljekarne u zagrebačkoj okolici lijekove dobivaju isti dan.',
      story: [
        'Prvo skladište imalo je tristotinjak četvornih metara, u najmu, na rubu Svete Nedelje. Narudžbe su stizale telefonom i faksom i upisivale se u rokovnik koji se i danas čuva u upravi. Cijeli vozni park činio je jedan kombi, a vozač je ujedno bio i skladištar.',
        'Već u prvoj godini postavili smo pravilo koje vrijedi i danas: narudžba zaprimljena do podneva isporučuje se isti dan. Ljekarnici su to brzo prepoznali, pa se krug kupaca s dvadesetak ljekarni ubrzo proširio na domove zdravlja i prve bolnice.',
        'Iz tog vremena potječe i običaj da svaki novi kolega prvi tjedan provede u skladištu i na dostavi. Tko je jednom vidio koliko ljekarnik ovisi o pravodobnoj isporuci, to više ne zaboravlja.',
      ],
    },
    {
      year: 1993,
      title: 'Dozvola za promet lijekovima na veliko',
      text: 'Dobivamo dozvolu za promet lijekovima na veliko i širimo dostavu na cijelu Hrvatsku, od javnih do bolničkih ljekarni.',
    },
    {
      year: 1999,
      title: 'Dijagnostika i dentalni program',
      text: 'Pokrećemo službe laboratorijske dijagnostike te stomatologije i zubne tehnike. Zapošljavamo prve servisne inženjere koji analizatore instaliraju, održavaju i umjeravaju.',
    },
    {
      year: 2003,
      title: 'ISO 9001 i skladište u Vukovaru',
      text: 'Sustav upravljanja kvalitetom certificiramo prema normi ISO 9001, a u Vukovaru otvaramo skladište za kupce na istoku Hrvatske.',
    },
    {
      year: 2006,
      title: 'Medivia u Sloveniji',
      text: 'U Trzinu kraj Ljubljane osnivamo slovensko društvo, koje tamošnjim kupcima donosi laboratorijsku dijagnostiku, dentalni i veterinarski program.',
    },
    {
      year: 2008,
      title: 'Sarajevo i zdravlje životinja',
      text: 'U Sarajevu osnivamo društvo za tržište Bosne i Hercegovine, a u grupi pokrećemo službu za zdravlje životinja za veterinarske ambulante i farme.',
    },
    {
      year: 2011,
      title: 'Novi distribucijski centar',
      text: 'U Svetoj Nedelji otvaramo distribucijski centar s hladnim komorama i neprekidnim praćenjem temperature, izgrađen prema smjernicama dobre distribucijske prakse (GDP).',
    },
    {
      year: 2013,
      title: 'Dugopolje i Rijeka',
      text: 'Skladištem u Dugopolju približavamo se kupcima u Dalmaciji, a ured u Rijeci preuzima Primorje, Istru i otoke.',
    },
    {
      year: 2016,
      title: 'Sekundarno pakiranje prema GMP-u',
      text: 'Otvaramo pogon za sekundarno pakiranje i preoznačavanje lijekova, koji radi prema pravilima dobre proizvođačke prakse (GMP).',
    },
    {
      year: 2018,
      title: 'Certifikat ISO 14001',
      text: 'Certificiramo sustav upravljanja okolišem: optimiziramo rute dostave, odvajamo ambalažni otpad i smanjujemo potrošnju energije u skladištima.',
    },
    {
      year: 2020,
      title: 'Opskrba tijekom pandemije',
      text: 'Tijekom pandemije bolesti COVID-19 ne prekidamo isporuke ni jedan dan; bolnicama i laboratorijima dopremamo testove, zaštitnu opremu i lijekove i izvan redovnog radnog vremena.',
    },
    {
      year: 2024,
      title: 'Pogled prema naprijed',
      text: 'Obnavljamo certifikate ISO 9001:2015 i ISO 14001:2015, na krov distribucijskog centra postavljamo sunčanu elektranu i u gradskim središtima uvodimo električna dostavna vozila.',
    },
  ],
  mission:
    'Brinemo se da svaka ljekarna, bolnica, laboratorij i ordinacija s kojom surađujemo ima pravi lijek, proizvod ili uređaj u pravo vrijeme – skladišten i dopremljen točno onako kako je proizvođač propisao – kako bi se zdravstveni djelatnici mogli posvetiti pacijentima.',
  vision:
    'Želimo biti najpouzdaniji partner u distribuciji za zdravstvo u regiji: tvrtka kojoj proizvođači povjeravaju svoje tržište i koju zdravstveni djelatnici prvu nazovu.',
  values: [
    {
      title: 'Pouzdanost',
      text: 'Obećani rok isporuke za nas je obveza, a ne procjena. Zato zalihe planiramo unaprijed i pratimo svaku pošiljku.',
    },
    {
      title: 'Kvaliteta bez prečaca',
      text: 'Temperatura, sljedivost serije i uredna dokumentacija nisu formalnost, nego uvjet da lijek stigne siguran.',
    },
    {
      title: 'Stručnost',
      text: 'Farmaceuti, inženjeri, biolozi i veterinari u našim službama govore jezikom svojih kupaca.',
    },
    {
      title: 'Odgovornost',
      text: 'Prema pacijentima, kolegama i okolišu: od sigurnosti na radu do svakog kilovatsata uštede u skladištu.',
    },
  ],
  certificatesIntro:
    'Naš sustav kvalitete redovito provjeravaju neovisna certifikacijska tijela i nadležna tijela za lijekove. Znakovi u nastavku nacrtani su za ovu stranicu, a preslike certifikata šaljemo na zahtjev.',
  certificates: [
    {
      id: 'iso9001',
      title: 'ISO 9001:2015',
      text: 'Sustav upravljanja kvalitetom obuhvaća nabavu, skladištenje, distribuciju, sekundarno pakiranje i servis opreme, uz godišnje nadzorne audite.',
    },
    {
      id: 'iso14001',
      title: 'ISO 14001:2015',
      text: 'Sustav upravljanja okolišem: planiranje ruta, odvojeno prikupljanje otpada, zbrinjavanje ambalaže i praćenje potrošnje energije.',
    },
    {
      id: 'gdp',
      title: 'GDP – dobra distribucijska praksa',
      text: 'Skladištenje i prijevoz lijekova prema smjernicama EU-a: kvalificirana vozila, temperaturno mapiranje skladišta i sljedivost svake serije.',
    },
    {
      id: 'gmp',
      title: 'GMP – dobra proizvođačka praksa',
      text: 'Potvrda sukladnosti za sekundarno pakiranje i preoznačavanje lijekova, izdana nakon inspekcije nadležnog tijela za lijekove.',
    },
  ],
  locationsIntro:
    'Skladišta i uredi grupe. Dodirnite broj telefona da biste nazvali izravno s mobitela.',
  membershipsIntro:
    'Sudjelujemo u radu strukovnih udruženja koja oblikuju pravila i standarde prometa lijekovima i medicinskim proizvodima.',
  companyInfoText:
    'Puni naziv tvrtke, sjedište, registarski i porezni podaci, temeljni kapital, uprava i poslovni računi.',
};
