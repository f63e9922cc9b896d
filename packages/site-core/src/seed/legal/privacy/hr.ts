/** Pravila privatnosti (hr). {Zamjenske oznake} dolaze iz Market.company i Market.legal. */
export default {
  lead: 'Kako {abbreviatedName} obrađuje osobne podatke kada posjetite ove mrežne stranice, pišete nam, prijavite se za posao ili prijavite sumnju na nuspojavu lijeka – i koja su vaša prava.',
  sections: [
    {
      heading: 'Tko je odgovoran za vaše podatke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Voditelj obrade vaših osobnih podataka je {corporateName}, {seatAddress}, {registrationNumber}, {taxId} (u daljnjem tekstu: „mi”). Možete nam se obratiti na {companyEmail} ili na broj telefona {companyPhone}.',
        },
        {
          type: 'paragraph',
          text: 'Osobne podatke obrađujemo zakonito, pošteno i transparentno, samo u određene svrhe, u mjeri u kojoj je to nužno i ne dulje nego što je potrebno. Pravni okvir koji primjenjujemo: {dataProtectionLaw}.',
        },
      ],
    },
    {
      heading: 'Službenik za zaštitu podataka',
      blocks: [
        {
          type: 'paragraph',
          text: 'Imenovali smo službenika za zaštitu podataka, kojem se možete obratiti u vezi sa svim pitanjima o obradi osobnih podataka i ostvarivanju svojih prava. Pišite na {dpoEmail} ili pošaljite pismo na adresu našeg sjedišta s naznakom „Za službenika za zaštitu podataka”.',
        },
      ],
    },
    {
      heading: 'Posjet mrežnim stranicama',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kada otvorite {siteUrl}, naš poslužitelj automatski bilježi tehničke podatke: IP adresu, datum i vrijeme zahtjeva, otvorenu stranicu, stranicu s koje ste došli te vrstu preglednika i operacijskog sustava. Ti su nam podaci potrebni da bismo vam prikazali stranice, održali njihovu sigurnost i otkrili greške. Pravna osnova je naš legitimni interes za sigurne i ispravne mrežne stranice (čl. 6. st. 1. t. (f) Opće uredbe o zaštiti podataka, dalje: GDPR). Zapisi poslužitelja brišu se nakon 30 dana, osim ako neki zapis trebamo radi istrage napada.',
        },
        {
          type: 'paragraph',
          text: 'Koje kolačiće stranice koriste i kako odlučujete o onima koji nisu nužni, objašnjavamo u politici kolačića.',
        },
      ],
    },
    {
      heading: 'Kontaktni obrazac i e-pošta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kada nam pošaljete poruku putem kontaktnog obrasca, obrađujemo odabranu službu, vaše ime i prezime, adresu e-pošte i sadržaj poruke. Koristimo ih samo kako bismo vam odgovorili i riješili vaš upit u službi kojoj je namijenjen.',
        },
        {
          type: 'list',
          items: [
            'Ako se upit odnosi na narudžbu, ponudu ili postojeći ugovor, pravna osnova je izvršenje ugovora ili poduzimanje radnji na vaš zahtjev prije sklapanja ugovora (čl. 6. st. 1. t. (b) GDPR-a).',
            'Za sve ostale upite pravna osnova je naš legitimni interes da odgovorimo osobama koje nam se obrate (čl. 6. st. 1. t. (f) GDPR-a).',
            'Kako bismo obrazac zaštitili od automatiziranih zloupotreba, usluga zaštite od botova (Google reCAPTCHA) procjenjuje interakciju sa stranicom; i to se temelji na našem legitimnom interesu (čl. 6. st. 1. t. (f) GDPR-a).',
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: 'Molimo vas da opći kontaktni obrazac ne koristite za prijavu nuspojava ni za slanje podataka o zdravlju. Za prijave sumnji na nuspojave postoji poseban kanal, opisan u nastavku.',
        },
      ],
    },
    {
      heading: 'Prijave za posao',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako se prijavite za radno mjesto, obrađujemo podatke iz prijave i životopisa – kontaktne podatke, obrazovanje, radno iskustvo i sve drugo što nam odlučite reći – kako bismo ocijenili prijavu i proveli postupak odabira. Pravna osnova je poduzimanje radnji na vaš zahtjev prije sklapanja ugovora o radu (čl. 6. st. 1. t. (b) GDPR-a). Ako pristanete da vašu prijavu zadržimo za buduće natječaje, pravna osnova za to je vaša privola (čl. 6. st. 1. t. (a) GDPR-a), koju možete povući u bilo kojem trenutku, bez utjecaja na zakonitost ranije obrade.',
        },
      ],
    },
    {
      heading: 'Prijave sumnji na nuspojave (farmakovigilancija)',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kao veleprodaja i lokalni predstavnik nositelja odobrenja za stavljanje lijeka u promet dužni smo prikupljati, evidentirati i prosljeđivati prijave sumnji na nuspojave lijekova. Prijava nam može stići putem obrasca na mrežnim stranicama, gdje je dostupan, e-poštom na {pharmacovigilanceMailbox} ili telefonom.',
        },
        {
          type: 'paragraph',
          text: 'Obrađujemo kontaktne podatke i zanimanje prijavitelja, a o pacijentu samo ono što je potrebno za procjenu slučaja: inicijale, dob ili dobnu skupinu, spol, tjelesnu masu, trudnoću ili dojenje, lijekove koje je uzimao te opis i ishod nuspojave. Pravna osnova je naša zakonska obveza prema propisima o lijekovima (čl. 6. st. 1. t. (c) GDPR-a), a podatke o zdravlju obrađujemo iz razloga javnog interesa u području javnog zdravlja, radi osiguravanja visokih standarda kvalitete i sigurnosti lijekova (čl. 9. st. 2. t. (i) GDPR-a). Prijave obrađuju isključivo educirani djelatnici farmakovigilancije obvezani čuvanjem profesionalne tajne.',
        },
      ],
    },
    {
      heading: 'Poslovni partneri i videonadzor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Imena i poslovne kontakte osoba za kontakt naših kupaca, dobavljača i proizvođača obrađujemo radi izvršenja ugovora i ispunjavanja obveza iz trgovačkih, poreznih i propisa o lijekovima (čl. 6. st. 1. t. (b), (c) i (f) GDPR-a). Naši su prostori pod videonadzorom; svrhe, rokove čuvanja i vaša prava opisuje posebna obavijest o videonadzoru.',
        },
      ],
    },
    {
      heading: 'Koliko dugo čuvamo podatke',
      blocks: [
        {
          type: 'list',
          items: [
            'Poruke iz kontaktnog obrasca: koliko je potrebno za rješavanje upita i dvije godine nakon posljednje komunikacije, odnosno dulje ako poruka postane dio ugovorne dokumentacije.',
            'Prijave za posao: do završetka postupka odabira i šest mjeseci nakon toga; uz vašu privolu najdulje dvije godine radi budućih natječaja.',
            'Prijave nuspojava: dok je lijek na koji se odnose odobren i najmanje deset godina nakon prestanka važenja odobrenja, kako nalažu propisi o lijekovima.',
            'Poslovna dokumentacija i računi: u rokovima propisanima računovodstvenim i poreznim propisima, u pravilu jedanaest godina.',
            'Videozapisi: najdulje {videoRetention}, osim ako je snimka potrebna kao dokaz.',
          ],
        },
      ],
    },
    {
      heading: 'Tko prima vaše podatke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vaše podatke vide samo zaposlenici kojima su potrebni za posao. Koristimo i pažljivo odabrane izvršitelje obrade, koji postupaju po našim uputama na temelju ugovora o obradi podataka:',
        },
        {
          type: 'list',
          items: [
            'pružatelje usluga smještaja stranica i održavanja informatičkih sustava u Europskoj uniji;',
            'Twilio SendGrid, koji dostavlja poruke e-pošte nastale iz kontaktnog obrasca;',
            'Google Ireland Limited, koji pruža zaštitu od botova reCAPTCHA.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Prijave nuspojava prosljeđujemo, kako propisi nalažu, nositelju odobrenja za lijek i nadležnom tijelu; na ovom tržištu to je {medicinesAgency} ({medicinesAgencyShort}). Sudovima, policiji i drugim tijelima javne vlasti podatke dajemo samo kada nas na to obvezuje zakon. Druga društva grupe Medivia primaju podatke samo kada za nas obavljaju zajedničke usluge na temelju pisanog ugovora.',
        },
      ],
    },
    {
      heading: 'Prijenos izvan Europe',
      blocks: [
        {
          type: 'paragraph',
          text: 'Twilio SendGrid i Google mogu obrađivati podatke u Sjedinjenim Američkim Državama. Takav prijenos provodi se samo uz odgovarajuću razinu zaštite – na temelju odluke o primjerenosti, kao što je Okvir za zaštitu privatnosti podataka između EU-a i SAD-a, standardnih ugovornih klauzula ili druge zaštitne mjere koju dopuštaju propisi o zaštiti podataka. Presliku zaštitnih mjera možete zatražiti od našeg službenika za zaštitu podataka.',
        },
      ],
    },
    {
      heading: 'Vaša prava',
      blocks: [
        {
          type: 'list',
          items: [
            'dobiti potvrdu obrađujemo li vaše podatke i njihovu presliku (pravo na pristup);',
            'ispraviti netočne i dopuniti nepotpune podatke;',
            'zatražiti brisanje podataka kada više nema razloga ni zakonske obveze da ih čuvamo;',
            'zatražiti ograničenje obrade, primjerice dok se provjerava točnost podataka;',
            'dobiti podatke koje ste nam dali u strukturiranom, strojno čitljivom obliku (prenosivost);',
            'u svakom trenutku uložiti prigovor na obradu koja se temelji na našem legitimnom interesu;',
            'u svakom trenutku povući privolu, bez utjecaja na zakonitost obrade prije povlačenja.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Zahtjev pošaljite na {dpoEmail}. Odgovorit ćemo bez nepotrebnog odgađanja, a najkasnije u roku od mjesec dana; kod složenih zahtjeva rok se može produljiti za još dva mjeseca, o čemu ćemo vas obavijestiti uz obrazloženje. Možemo vas zamoliti da potvrdite svoj identitet. Podatke iz prijava nuspojava ne možemo izbrisati dok nas zakon obvezuje da ih čuvamo.',
        },
      ],
    },
    {
      heading: 'Pravo na pritužbu',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako smatrate da vaše podatke obrađujemo nezakonito, možete podnijeti pritužbu nadzornom tijelu. Nadležno nadzorno tijelo je {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. Bit ćemo vam ipak zahvalni ako našem službeniku za zaštitu podataka najprije pružite priliku da stvar riješi.',
        },
      ],
    },
    {
      heading: 'Sigurnost, automatizirano odlučivanje i izmjene',
      blocks: [
        {
          type: 'paragraph',
          text: 'Stranice se isporučuju isključivo putem šifrirane veze (HTTPS). Pristup osobnim podacima ograničen je prema ulogama, bilježi se i zaštićen je pouzdanom autentifikacijom, a naši su zaposlenici educirani o zaštiti podataka. Vaše podatke ne koristimo za automatizirano donošenje odluka ni za izradu profila koji bi za vas imali pravne ili slično značajne učinke.',
        },
        {
          type: 'paragraph',
          text: 'Ova pravila preispitujemo najmanje jednom godišnje i pri svakoj promjeni obrade. Datum posljednje izmjene naveden je na vrhu stranice.',
        },
      ],
    },
  ],
};
