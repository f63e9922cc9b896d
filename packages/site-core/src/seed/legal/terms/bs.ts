/** Uslovi korištenja (bs). {Oznake} popunjavaju Market.company i Market.legal. */
export default {
  lead: 'Uslovi koji vrijede kada koristite {siteUrl}. Korištenjem stranice prihvatate ove uslove; ako se s njima ne slažete, molimo vas da stranicu ne koristite.',
  sections: [
    {
      heading: 'Ko vodi stranicu',
      blocks: [
        {
          type: 'paragraph',
          text: 'Web-stranicu vodi {corporateName}, {seatAddress}, {registrationNumber}, {taxId}. Možete nam se obratiti na {companyEmail} ili na broj telefona {companyPhone}.',
        },
      ],
    },
    {
      heading: 'Čemu stranica služi',
      blocks: [
        {
          type: 'paragraph',
          text: 'Stranica predstavlja našu kompaniju, službe i usluge, brendove koje zastupamo te novosti i događaje. Zdravstvenim radnicima, poslovnim partnerima, kandidatima za posao i javnosti daje opće informacije. Stranica nije internet-prodavnica: putem nje nije moguće naručiti ni kupiti lijekove ni medicinska sredstva. Pojedine stranice namijenjene su prije svega zdravstvenim radnicima i to je na njima naznačeno.',
        },
      ],
    },
    {
      heading: 'Informacije o lijekovima nisu ljekarski savjet',
      blocks: [
        {
          type: 'note',
          tone: 'warning',
          text: 'Informacije o lijekovima i medicinskim sredstvima na ovoj stranici su opće prirode i ne zamjenjuju savjet ljekara ili farmaceuta. Uvijek pročitajte uputstvo za pacijenta ili uputstvo za upotrebu, a u hitnom slučaju pozovite 124 ili 112.',
        },
        {
          type: 'paragraph',
          text: 'Opisi proizvoda odgovaraju odobrenoj dokumentaciji u trenutku objave. Ako se nešto na stranici razlikuje od sažetka karakteristika lijeka, uputstva za pacijenta ili uputstva za upotrebu, mjerodavni su ti dokumenti.',
        },
      ],
    },
    {
      heading: 'Prijava neželjenih djelovanja',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako sumnjate na neželjeno djelovanje lijeka, obratite se svom ljekaru ili farmaceutu. Neželjeno djelovanje možete prijaviti i nama na {pharmacovigilanceMailbox} ili putem obrasca za prijavu, gdje ga stranica nudi, odnosno direktno nadležnom organu, a to je {medicinesAgency} ({medicinesAgencyShort}). Molimo vas da za to ne koristite opći kontakt obrazac, kako bi prijava bez odgađanja stigla našoj službi farmakovigilance.',
        },
      ],
    },
    {
      heading: 'Intelektualno vlasništvo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Tekstovi, crteži, ilustracije i dizajn stranice zaštićeni su autorskim pravom i pripadaju nama ili onima koji su nam dali licencu. Nazivi i žigovi brendova koje zastupamo vlasništvo su njihovih nosilaca i koriste se uz njihovo odobrenje.',
        },
        {
          type: 'list',
          items: [
            'Stranicu smijete pregledati, štampati i spremati za vlastitu nekomercijalnu upotrebu.',
            'Kraće odlomke smijete citirati ako navedete izvor i link na stranicu.',
            'Bez našeg pisanog odobrenja sadržaj ne smijete umnožavati u komercijalne svrhe, mijenjati, prikazivati unutar drugih web-stranica kao njihov sadržaj niti sistematski preuzimati automatizovanim alatima.',
          ],
        },
      ],
    },
    {
      heading: 'Korištenje kontakt obrasca',
      blocks: [
        {
          type: 'paragraph',
          text: 'Molimo vas da navedete tačne podatke kako bismo vam mogli odgovoriti. Ne šaljite nezakonit, uvredljiv ili reklamni sadržaj niti datoteke i linkove koji bi mogli naštetiti našim sistemima; na takve poruke možda nećemo odgovoriti. Odgovaramo radnim danima. Poruka poslana putem obrasca nije obavezujuća narudžba niti ponuda dok je pismeno ne potvrdimo.',
        },
      ],
    },
    {
      heading: 'Linkovi na druge stranice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Stranica sadrži linkove na stranice povezanih kompanija, organizacija koje podržavamo, proizvođača i organa javne vlasti. Na te stranice nemamo uticaja i ne odgovaramo za njihov sadržaj niti za način na koji obrađuju lične podatke. Link ne znači da podržavamo sve što je na povezanoj stranici objavljeno.',
        },
      ],
    },
    {
      heading: 'Tačnost i dostupnost',
      blocks: [
        {
          type: 'paragraph',
          text: 'Trudimo se da sadržaj bude tačan i ažuran, ali ne možemo garantovati da je u svakom trenutku potpun i bez grešaka. Asortiman, dostupnost proizvoda i uslovi prodaje nisu obavezujući dok ih ne potvrdimo ponudom ili ugovorom. Stranicu ili njene dijelove možemo bez prethodne najave mijenjati, privremeno isključiti ili ukinuti, naprimjer radi održavanja.',
        },
      ],
    },
    {
      heading: 'Ograničenje odgovornosti',
      blocks: [
        {
          type: 'paragraph',
          text: 'U mjeri u kojoj to zakon dozvoljava, ne odgovaramo za štetu nastalu korištenjem stranice ili nemogućnošću njenog korištenja niti za štetu nastalu oslanjanjem na njen sadržaj. Time nije ograničena naša odgovornost za štetu prouzrokovanu namjerno ili krajnjom nepažnjom, za povredu života, tijela ili zdravlja niti druga odgovornost koja se prema zakonu ne može isključiti.',
        },
      ],
    },
    {
      heading: 'Privatnost i kolačići',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kako obrađujemo lične podatke, objašnjava naša politika privatnosti, a koje kolačiće koristimo, politika kolačića. Pitanja o zaštiti podataka možete poslati našem službeniku za zaštitu podataka na {dpoEmail}.',
        },
      ],
    },
    {
      heading: 'Izmjene i mjerodavno pravo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ove uslove možemo izmijeniti; vrijedi verzija objavljena na ovoj stranici u trenutku kada koristite stranicu. Na uslove se primjenjuje pravo države u kojoj je naše sjedište. Za sporove je nadležan stvarno nadležni sud prema našem sjedištu, ne dirajući u prinudne propise o zaštiti potrošača.',
        },
      ],
    },
  ],
};
