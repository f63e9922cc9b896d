/** Politika kolačića (bs). Bez saglasnosti samo neophodni kolačići; analitika tek uz saglasnost. */
export default {
  lead: 'Šta su kolačići, koje kolačiće koristi {siteUrl} i zašto te kako odlučujete o onima koji nisu neophodni.',
  sections: [
    {
      heading: 'Šta su kolačići',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kolačići su male tekstualne datoteke koje web-stranica pohranjuje u vaš preglednik na računaru ili mobitelu. Kada se vratite, preglednik ih šalje nazad, pa se stranica može sjetiti, naprimjer, izbora koji ste već napravili. Slične tehnologije, poput podataka u lokalnoj pohrani preglednika, rade na gotovo isti način i na njih se odnosi ova politika.',
        },
        {
          type: 'paragraph',
          text: 'Kolačiće koje postavlja stranica koju posjećujete zovemo kolačićima prve strane, a one koje postavlja druga usluga ugrađena u stranicu kolačićima treće strane. Privremeni kolačići nestaju kada zatvorite preglednik, a trajni ostaju dok ne isteknu ili ih ne izbrišete.',
        },
      ],
    },
    {
      heading: 'Naš pristup',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ovu stranicu vodi {corporateName}. Kolačiće koristimo što je moguće manje. Bez vaše saglasnosti postavljamo samo kolačiće koji su neophodni za rad i sigurnost stranice. Analitičke kolačiće postavljamo tek nakon što ih izričito prihvatite u obavještenju o kolačićima, a kolačiće za oglašavanje ne koristimo uopće.',
        },
        {
          type: 'paragraph',
          text: 'Za pohranu podataka na vašem uređaju potrebna je saglasnost, osim ako je pohrana neophodna za uslugu koju ste zatražili. Na obradu ličnih podataka koje kolačići sadrže primjenjuje se i naša politika privatnosti.',
        },
      ],
    },
    {
      heading: 'Neophodni kolačići',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ovi kolačići su potrebni za funkcije koje koristite i ne mogu se isključiti u našim sistemima. Ne prate vas na drugim web-stranicama.',
        },
        {
          type: 'list',
          items: [
            'cc_cookie – bilježi vaš izbor kolačića: odabrane kategorije, vrijeme izbora, verziju ove politike na koju se odnosi i nasumični identifikator saglasnosti, kako se obavještenje ne bi pojavljivalo na svakoj stranici i kako bismo mogli pokazati da ste dali saglasnost; kolačić prve strane, čuva se 6 mjeseci. Kada se ova politika promijeni, ponovo vas pitamo.',
            '_GRECAPTCHA – postavlja ga Google reCAPTCHA kada otvorite kontakt obrazac ili obrazac za prijavu neželjenog djelovanja, kako bi razlikovao stvarne posjetioce od automatizovanih poruka; kolačić treće strane, čuva se 6 mjeseci.',
            'Pohrana sesije u vašem pregledniku (nisu kolačići, nikad nam se ne šalju, brišu se kad zatvorite karticu): napredak prijave neželjenog djelovanja koju još niste poslali, da je ponovno učitavanje stranice ne izgubi; zabilješka da je pismo stranice već preuzeto, da ga sljedeće stranice odmah prikažu; i vrijeme automatskog ponovnog učitavanja nakon ažuriranja stranice, da se desi samo jednom.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Pravni osnov za ove kolačiće je naš legitimni interes za ispravnu i sigurnu web-stranicu (član 6. stav 1. tačka (f) GDPR-a); za njih nije potrebna saglasnost.',
        },
      ],
    },
    {
      heading: 'Analitički kolačići – samo uz vašu saglasnost',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako pristanete, koristimo uslugu web-analitike kako bismo prebrojali posjete i vidjeli koje su stranice korisne, a koje je teško pronaći. Tako poboljšavamo sadržaj za zdravstvene radnike, partnere i pacijente. Dok ne pristanete, analitička skripta se ne učitava i analitički kolačići se ne postavljaju.',
        },
        {
          type: 'list',
          items: [
            '_ga – razlikuje jedan preglednik od drugog kako bi se posjete mogle prebrojati; čuva se 2 godine.',
            '_ga_<ID> – pamti stanje trenutne posjete; čuva se 2 godine.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Analitičke podatke posmatramo isključivo zbirno, ne povezujemo ih s drugim podacima o vama i ne koristimo ih za oglašavanje. Pravni osnov je vaša saglasnost (član 6. stav 1. tačka (a) GDPR-a), koju možete povući u bilo kojem trenutku.',
        },
      ],
    },
    {
      heading: 'Usluge trećih strana i prenos podataka',
      blocks: [
        {
          type: 'paragraph',
          text: 'Uslugu Google reCAPTCHA pruža Google Ireland Limited. Kako bi razlikovala ljude od botova, usluga procjenjuje podatke kao što su vaša IP adresa, postavke preglednika i način na koji koristite stranicu, a Google te podatke može obrađivati i u Sjedinjenim Američkim Državama. Ako prihvatite analitiku, pružalac analitike obrađuje podatke o posjetama u naše ime kao obrađivač, na osnovu ugovora o obradi podataka, i ne smije ih koristiti u vlastite svrhe.',
        },
        {
          type: 'paragraph',
          text: 'Stranice na koje vode naši linkovi, naprimjer stranice proizvođača, povezanih kompanija ili organa javne vlasti, postavljaju vlastite kolačiće prema svojim pravilima. Kada ih posjetite, pročitajte njihova obavještenja o kolačićima.',
        },
      ],
    },
    {
      heading: 'Šta ne koristimo',
      blocks: [
        {
          type: 'list',
          items: [
            'kolačiće za oglašavanje i ponovno ciljanje oglasa;',
            'piksele za praćenje društvenih mreža ni dugmad „sviđa mi se” koja učitavaju sadržaj s društvenih mreža;',
            'kolačiće koji prave vaš profil na različitim web-stranicama.',
          ],
        },
      ],
    },
    {
      heading: 'Kako promijeniti izbor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pri prvoj posjeti obavještenje vas pita koje kolačiće koji nisu neophodni prihvatate; „Odbij sve” stoji pored „Prihvati sve” i jednako ga je lako odabrati, a nijedan kolačić koji nije neophodan nije unaprijed označen. Predomisliti se možete u bilo kojem trenutku: dugmetom „Postavke kolačića” na dnu svake stranice ili tako što u pregledniku izbrišete kolačiće ove stranice, nakon čega ćemo vas ponovo pitati. Kada povučete saglasnost, brišemo analitičke kolačiće; povlačenje ne utiče na zakonitost obrade prije njega.',
        },
        {
          type: 'paragraph',
          text: 'Kolačiće možete blokirati ili izbrisati i u postavkama preglednika (Chrome, Firefox, Safari i Edge imaju odjeljak „Privatnost” ili „Kolačići”). Ako blokirate neophodne kolačiće, dijelovi stranice, naprimjer kontakt obrazac, možda neće raditi.',
        },
      ],
    },
    {
      heading: 'Više informacija',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kako općenito postupamo s ličnim podacima, opisano je u našoj politici privatnosti. Za sva pitanja o kolačićima pišite našem službeniku za zaštitu podataka na {dpoEmail}. Ako smatrate da su vam povrijeđena prava, možete podnijeti prigovor nadzornom organu, a to je {supervisoryAuthority} ({supervisoryAuthorityShort}).',
        },
      ],
    },
  ],
};
