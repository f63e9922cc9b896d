/** Politika kolačića (hr). Bez privole samo nužni kolačići; analitika tek uz privolu. */
export default {
  lead: 'Što su kolačići, koje kolačiće koristi {siteUrl} i zašto te kako odlučujete o onima koji nisu nužni.',
  sections: [
    {
      heading: 'Što su kolačići',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kolačići su male tekstualne datoteke koje mrežna stranica pohranjuje u vaš preglednik na računalu ili mobitelu. Kada se vratite, preglednik ih šalje natrag, pa se stranica može sjetiti, primjerice, izbora koji ste već napravili. Slične tehnologije, poput podataka u lokalnoj pohrani preglednika, rade na gotovo isti način i na njih se odnosi ova politika.',
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
          text: 'Ove stranice vodi {corporateName}. Kolačiće koristimo što je moguće manje. Bez vaše privole postavljamo samo kolačiće koji su nužni za rad i sigurnost stranica. Analitičke kolačiće postavljamo tek nakon što ih izričito prihvatite u obavijesti o kolačićima, a kolačiće za oglašavanje ne koristimo uopće.',
        },
        {
          type: 'paragraph',
          text: 'Za pohranu podataka na vašem uređaju potrebna je privola, osim ako je pohrana nužna za uslugu koju ste zatražili. Tako nalažu propisi o elektroničkim komunikacijama, a na obradu osobnih podataka koje kolačići sadrže primjenjuju se i naša pravila privatnosti.',
        },
      ],
    },
    {
      heading: 'Nužni kolačići',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ti su kolačići potrebni za funkcije koje koristite i ne mogu se isključiti u našim sustavima. Ne prate vas na drugim mrežnim stranicama.',
        },
        {
          type: 'list',
          items: [
            'cc_cookie – bilježi vaš izbor kolačića: odabrane kategorije, vrijeme izbora, inačicu ove politike na koju se odnosi i nasumični identifikator privole, kako se obavijest ne bi pojavljivala na svakoj stranici i kako bismo mogli pokazati da ste dali privolu; kolačić prve strane, čuva se 6 mjeseci. Kad se ova politika promijeni, ponovno vas pitamo.',
            '_GRECAPTCHA – postavlja ga Google reCAPTCHA kada otvorite kontaktni obrazac ili obrazac za prijavu nuspojave, kako bi razlikovao stvarne posjetitelje od automatiziranih poruka; kolačić treće strane, čuva se 6 mjeseci.',
            'Pohrana sesije u vašem pregledniku (nisu kolačići, nikad nam se ne šalju, brišu se kad zatvorite karticu): napredak prijave nuspojave koju još niste poslali, da je ponovno učitavanje stranice ne izgubi; zabilješka da je pismo stranica već preuzeto, da ga sljedeće stranice odmah prikažu; i vrijeme automatskog ponovnog učitavanja nakon ažuriranja stranica, da se dogodi samo jednom.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Pravna osnova za te kolačiće je naš legitimni interes za ispravne i sigurne mrežne stranice (čl. 6. st. 1. t. (f) GDPR-a); za njih nije potrebna privola.',
        },
      ],
    },
    {
      heading: 'Analitički kolačići – samo uz vašu privolu',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako pristanete, koristimo uslugu web-analitike kako bismo prebrojili posjete i vidjeli koje su stranice korisne, a koje je teško pronaći. Tako poboljšavamo sadržaj za zdravstvene djelatnike, partnere i pacijente. Dok ne pristanete, analitička skripta se ne učitava i analitički kolačići se ne postavljaju.',
        },
        {
          type: 'list',
          items: [
            '_ga – razlikuje jedan preglednik od drugoga kako bi se posjeti mogli prebrojiti; čuva se 2 godine.',
            '_ga_<ID> – pamti stanje trenutačnog posjeta; čuva se 2 godine.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Analitičke podatke promatramo isključivo zbirno, ne povezujemo ih s drugim podacima o vama i ne koristimo ih za oglašavanje. Pravna osnova je vaša privola (čl. 6. st. 1. t. (a) GDPR-a), koju možete povući u bilo kojem trenutku.',
        },
      ],
    },
    {
      heading: 'Usluge trećih strana i prijenos podataka',
      blocks: [
        {
          type: 'paragraph',
          text: 'Uslugu Google reCAPTCHA pruža Google Ireland Limited. Kako bi razlikovala ljude od botova, usluga procjenjuje podatke kao što su vaša IP adresa, postavke preglednika i način na koji se služite stranicom, a Google te podatke može obrađivati i u Sjedinjenim Američkim Državama, u okviru Okvira za zaštitu privatnosti podataka između EU-a i SAD-a. Ako prihvatite analitiku, pružatelj analitike obrađuje podatke o posjetima u naše ime kao izvršitelj obrade, na temelju ugovora o obradi podataka, i ne smije ih koristiti u vlastite svrhe.',
        },
        {
          type: 'paragraph',
          text: 'Stranice na koje vodimo poveznicama, primjerice stranice proizvođača, povezanih društava ili tijela javne vlasti, postavljaju vlastite kolačiće prema svojim pravilima. Kada ih posjetite, pročitajte njihove obavijesti o kolačićima.',
        },
      ],
    },
    {
      heading: 'Što ne koristimo',
      blocks: [
        {
          type: 'list',
          items: [
            'kolačiće za oglašavanje i ponovno ciljanje oglasa;',
            'piksele za praćenje društvenih mreža ni gumbe „sviđa mi se” koji učitavaju sadržaj s društvenih mreža;',
            'kolačiće koji izrađuju vaš profil na različitim mrežnim stranicama.',
          ],
        },
      ],
    },
    {
      heading: 'Kako promijeniti izbor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pri prvom posjetu obavijest vas pita koje kolačiće koji nisu nužni prihvaćate; „Odbij sve” stoji uz „Prihvati sve” i jednako ga je lako odabrati, a nijedan kolačić koji nije nužan nije unaprijed označen. Predomisliti se možete u bilo kojem trenutku: gumbom „Postavke kolačića” na dnu svake stranice ili tako da u pregledniku izbrišete kolačiće ovih stranica, nakon čega ćemo vas ponovno pitati. Kad povučete privolu, brišemo analitičke kolačiće; povlačenje ne utječe na zakonitost obrade prije njega.',
        },
        {
          type: 'paragraph',
          text: 'Kolačiće možete blokirati ili izbrisati i u postavkama preglednika (Chrome, Firefox, Safari i Edge imaju odjeljak „Privatnost” ili „Kolačići”). Ako blokirate nužne kolačiće, dijelovi stranica, primjerice kontaktni obrazac, možda neće raditi.',
        },
      ],
    },
    {
      heading: 'Više informacija',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kako općenito postupamo s osobnim podacima, opisano je u našim pravilima privatnosti. Za sva pitanja o kolačićima pišite našem službeniku za zaštitu podataka na {dpoEmail}. Ako smatrate da su vam povrijeđena prava, možete podnijeti pritužbu nadzornom tijelu, a to je {supervisoryAuthority} ({supervisoryAuthorityShort}).',
        },
      ],
    },
  ],
};
