/** Politika privatnosti (bs). {Oznake} popunjavaju Market.company i Market.legal. */
export default {
  lead: 'Kako {abbreviatedName} obrađuje lične podatke kada posjetite ovu web-stranicu, pišete nam, prijavite se za posao ili prijavite sumnju na neželjeno djelovanje lijeka – i koja su vaša prava.',
  sections: [
    {
      heading: 'Ko je odgovoran za vaše podatke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kontrolor vaših ličnih podataka je {corporateName}, {seatAddress}, {registrationNumber}, {taxId} (u daljnjem tekstu: „mi”). Možete nam se obratiti na {companyEmail} ili na broj telefona {companyPhone}.',
        },
        {
          type: 'paragraph',
          text: 'Lične podatke obrađujemo zakonito, pošteno i transparentno, samo u određene svrhe, u mjeri u kojoj je to neophodno i ne duže nego što je potrebno. Pravni okvir koji primjenjujemo: {dataProtectionLaw}.',
        },
      ],
    },
    {
      heading: 'Službenik za zaštitu podataka',
      blocks: [
        {
          type: 'paragraph',
          text: 'Imenovali smo službenika za zaštitu podataka, kojem se možete obratiti u vezi sa svim pitanjima o obradi ličnih podataka i ostvarivanju svojih prava. Pišite na {dpoEmail} ili pošaljite pismo na adresu našeg sjedišta s naznakom „Za službenika za zaštitu podataka”.',
        },
      ],
    },
    {
      heading: 'Posjeta web-stranici',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kada otvorite {siteUrl}, naš server automatski bilježi tehničke podatke: IP adresu, datum i vrijeme zahtjeva, otvorenu stranicu, stranicu s koje ste došli te vrstu preglednika i operativnog sistema. Ti podaci su nam potrebni da bismo vam prikazali stranicu, održali njenu sigurnost i otkrili greške. Pravni osnov je naš legitimni interes za sigurnu i ispravnu web-stranicu (član 6. stav 1. tačka (f) Opće uredbe o zaštiti podataka, u daljnjem tekstu: GDPR). Zapisi servera brišu se nakon 30 dana, osim ako neki zapis trebamo radi istrage napada.',
        },
        {
          type: 'paragraph',
          text: 'Koje kolačiće stranica koristi i kako odlučujete o onima koji nisu neophodni, objašnjavamo u politici kolačića.',
        },
      ],
    },
    {
      heading: 'Kontakt obrazac i e-mail',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kada nam pošaljete poruku putem kontakt obrasca, obrađujemo odabranu službu, vaše ime i prezime, e-mail adresu i sadržaj poruke. Koristimo ih samo da bismo vam odgovorili i riješili vaš upit u službi kojoj je namijenjen.',
        },
        {
          type: 'list',
          items: [
            'Ako se upit odnosi na narudžbu, ponudu ili postojeći ugovor, pravni osnov je izvršenje ugovora ili preduzimanje radnji na vaš zahtjev prije zaključenja ugovora (član 6. stav 1. tačka (b) GDPR-a).',
            'Za sve ostale upite pravni osnov je naš legitimni interes da odgovorimo osobama koje nam se obrate (član 6. stav 1. tačka (f) GDPR-a).',
            'Kako bismo obrazac zaštitili od automatizovanih zloupotreba, usluga zaštite od botova (Google reCAPTCHA) procjenjuje interakciju sa stranicom; i to se zasniva na našem legitimnom interesu (član 6. stav 1. tačka (f) GDPR-a).',
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: 'Molimo vas da opći kontakt obrazac ne koristite za prijavu neželjenih djelovanja lijekova niti za slanje podataka o zdravlju. Za prijave sumnji na neželjena djelovanja postoji poseban kanal, opisan u nastavku.',
        },
      ],
    },
    {
      heading: 'Prijave za posao',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako se prijavite za radno mjesto, obrađujemo podatke iz prijave i biografije – kontakt podatke, obrazovanje, radno iskustvo i sve drugo što nam odlučite reći – kako bismo ocijenili prijavu i proveli postupak odabira. Pravni osnov je preduzimanje radnji na vaš zahtjev prije zaključenja ugovora o radu (član 6. stav 1. tačka (b) GDPR-a). Ako pristanete da vašu prijavu zadržimo za buduće konkurse, pravni osnov za to je vaša saglasnost (član 6. stav 1. tačka (a) GDPR-a), koju možete povući u bilo kojem trenutku, bez uticaja na zakonitost ranije obrade.',
        },
      ],
    },
    {
      heading: 'Prijave sumnji na neželjena djelovanja lijekova (farmakovigilanca)',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kao veledrogerija i lokalni predstavnik nosilaca dozvola za stavljanje lijeka u promet dužni smo prikupljati, evidentirati i prosljeđivati prijave sumnji na neželjena djelovanja lijekova. Prijava nam može stići putem obrasca na web-stranici, gdje je dostupan, e-mailom na {pharmacovigilanceMailbox} ili telefonom.',
        },
        {
          type: 'paragraph',
          text: 'Obrađujemo kontakt podatke i zanimanje osobe koja prijavljuje, a o pacijentu samo ono što je potrebno za procjenu slučaja: inicijale, dob ili starosnu grupu, spol, tjelesnu težinu, trudnoću ili dojenje, lijekove koje je uzimao te opis i ishod neželjenog djelovanja. Pravni osnov je naša zakonska obaveza prema propisima o lijekovima (član 6. stav 1. tačka (c) GDPR-a), a podatke o zdravlju obrađujemo iz razloga javnog interesa u oblasti javnog zdravlja, radi osiguravanja visokih standarda kvaliteta i sigurnosti lijekova (član 9. stav 2. tačka (i) GDPR-a). Prijave obrađuju isključivo educirani uposlenici farmakovigilance, obavezani čuvanjem profesionalne tajne.',
        },
      ],
    },
    {
      heading: 'Poslovni partneri i videonadzor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Imena i poslovne kontakt podatke kontakt osoba naših kupaca, dobavljača i proizvođača obrađujemo radi izvršenja ugovora i ispunjavanja obaveza iz privrednih, poreskih i propisa o lijekovima (član 6. stav 1. tačke (b), (c) i (f) GDPR-a). Naše prostorije su pod videonadzorom; svrhe, rokove čuvanja i vaša prava opisuje posebno obavještenje o videonadzoru.',
        },
      ],
    },
    {
      heading: 'Koliko dugo čuvamo podatke',
      blocks: [
        {
          type: 'list',
          items: [
            'Poruke iz kontakt obrasca: koliko je potrebno za rješavanje upita i dvije godine nakon posljednje komunikacije, odnosno duže ako poruka postane dio ugovorne dokumentacije.',
            'Prijave za posao: do završetka postupka odabira i šest mjeseci nakon toga; uz vašu saglasnost najduže dvije godine radi budućih konkursa.',
            'Prijave neželjenih djelovanja: dok je lijek na koji se odnose odobren i najmanje deset godina nakon prestanka važenja dozvole, kako nalažu propisi o lijekovima.',
            'Poslovna dokumentacija i računi: u rokovima propisanim računovodstvenim i poreskim propisima, u pravilu deset godina ili duže.',
            'Videozapisi: najduže {videoRetention}, osim ako je snimak potreban kao dokaz.',
          ],
        },
      ],
    },
    {
      heading: 'Ko prima vaše podatke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vaše podatke vide samo uposlenici kojima su potrebni za posao. Koristimo i pažljivo odabrane obrađivače, koji postupaju po našim uputama na osnovu ugovora o obradi podataka:',
        },
        {
          type: 'list',
          items: [
            'pružaoce usluga hostinga i održavanja informacionih sistema u Evropskoj uniji;',
            'Twilio SendGrid, koji dostavlja e-mail poruke nastale iz kontakt obrasca;',
            'Google Ireland Limited, koji pruža zaštitu od botova reCAPTCHA.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Prijave neželjenih djelovanja prosljeđujemo, kako propisi nalažu, nosiocu dozvole za lijek i nadležnom organu; na ovom tržištu to je {medicinesAgency} ({medicinesAgencyShort}). Sudovima, policiji i drugim organima javne vlasti podatke dajemo samo kada nas na to obavezuje zakon. Druge kompanije grupe Medivia primaju podatke samo kada za nas obavljaju zajedničke usluge na osnovu pisanog ugovora.',
        },
      ],
    },
    {
      heading: 'Prenos podataka u druge države',
      blocks: [
        {
          type: 'paragraph',
          text: 'Dio obrade obavljaju društva grupe i obrađivači u Evropskoj uniji, a Twilio SendGrid i Google mogu obrađivati podatke i u Sjedinjenim Američkim Državama. Takav prenos provodi se samo uz odgovarajući nivo zaštite – na osnovu odluke o adekvatnosti, standardnih ugovornih klauzula ili druge zaštitne mjere koju dozvoljavaju propisi o zaštiti ličnih podataka. Kopiju zaštitnih mjera možete zatražiti od našeg službenika za zaštitu podataka.',
        },
      ],
    },
    {
      heading: 'Vaša prava',
      blocks: [
        {
          type: 'list',
          items: [
            'dobiti potvrdu da li obrađujemo vaše podatke i njihovu kopiju (pravo na pristup);',
            'ispraviti netačne i dopuniti nepotpune podatke;',
            'zatražiti brisanje podataka kada više nema razloga ni zakonske obaveze da ih čuvamo;',
            'zatražiti ograničenje obrade, naprimjer dok se provjerava tačnost podataka;',
            'dobiti podatke koje ste nam dali u strukturiranom, mašinski čitljivom obliku (prenosivost);',
            'u svakom trenutku uložiti prigovor na obradu koja se zasniva na našem legitimnom interesu;',
            'u svakom trenutku povući saglasnost, bez uticaja na zakonitost obrade prije povlačenja.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Zahtjev pošaljite na {dpoEmail}. Odgovorit ćemo bez nepotrebnog odgađanja, a najkasnije u roku od mjesec dana; kod složenih zahtjeva rok se može produžiti za još dva mjeseca, o čemu ćemo vas obavijestiti uz obrazloženje. Možemo vas zamoliti da potvrdite svoj identitet. Podatke iz prijava neželjenih djelovanja ne možemo izbrisati dok nas zakon obavezuje da ih čuvamo.',
        },
      ],
    },
    {
      heading: 'Pravo na prigovor nadzornom organu',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako smatrate da vaše podatke obrađujemo nezakonito, možete podnijeti prigovor nadzornom organu. Nadležni organ je {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. Bit ćemo vam ipak zahvalni ako našem službeniku za zaštitu podataka najprije pružite priliku da stvar riješi.',
        },
      ],
    },
    {
      heading: 'Sigurnost, automatizovano odlučivanje i izmjene',
      blocks: [
        {
          type: 'paragraph',
          text: 'Stranica se isporučuje isključivo putem šifrovane veze (HTTPS). Pristup ličnim podacima ograničen je prema ulogama, bilježi se i zaštićen je pouzdanom autentifikacijom, a naši uposlenici su educirani o zaštiti podataka. Vaše podatke ne koristimo za automatizovano donošenje odluka niti za izradu profila koji bi za vas imali pravne ili slično značajne posljedice.',
        },
        {
          type: 'paragraph',
          text: 'Ovu politiku preispitujemo najmanje jednom godišnje i pri svakoj promjeni obrade. Datum posljednje izmjene naveden je na vrhu stranice.',
        },
      ],
    },
  ],
};
