/** Uvjeti korištenja (hr). {Zamjenske oznake} dolaze iz Market.company i Market.legal. */
export default {
  lead: 'Uvjeti koji vrijede kada koristite {siteUrl}. Korištenjem stranica prihvaćate ove uvjete; ako se s njima ne slažete, molimo vas da stranice ne koristite.',
  sections: [
    {
      heading: 'Tko vodi stranice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Mrežne stranice vodi {corporateName}, {seatAddress}, {registrationNumber}, {taxId}. Možete nam se obratiti na {companyEmail} ili na broj telefona {companyPhone}.',
        },
      ],
    },
    {
      heading: 'Čemu stranice služe',
      blocks: [
        {
          type: 'paragraph',
          text: 'Stranice predstavljaju našu tvrtku, službe i usluge, marke koje zastupamo te novosti i događanja. Zdravstvenim djelatnicima, poslovnim partnerima, kandidatima za posao i javnosti daju opće informacije. Stranice nisu internetska trgovina: putem njih nije moguće naručiti ni kupiti lijekove ni medicinske proizvode. Pojedine stranice namijenjene su prije svega zdravstvenim djelatnicima i to je na njima naznačeno.',
        },
      ],
    },
    {
      heading: 'Informacije o lijekovima nisu liječnički savjet',
      blocks: [
        {
          type: 'note',
          tone: 'warning',
          text: 'Informacije o lijekovima i medicinskim proizvodima na ovim stranicama su opće naravi i ne zamjenjuju savjet liječnika ili ljekarnika. Uvijek pročitajte uputu o lijeku ili upute za uporabu, a u hitnom slučaju nazovite 112.',
        },
        {
          type: 'paragraph',
          text: 'Opisi proizvoda odgovaraju odobrenoj dokumentaciji u trenutku objave. Ako se nešto na stranicama razlikuje od sažetka opisa svojstava lijeka, upute o lijeku ili uputa za uporabu, mjerodavni su ti dokumenti.',
        },
      ],
    },
    {
      heading: 'Prijava nuspojava',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako sumnjate na nuspojavu lijeka, obratite se svom liječniku ili ljekarniku. Nuspojavu možete prijaviti i nama na {pharmacovigilanceMailbox} ili putem obrasca za prijavu, gdje ga stranice nude, odnosno izravno nadležnom tijelu, a to je {medicinesAgency} ({medicinesAgencyShort}). Molimo vas da za to ne koristite opći kontaktni obrazac, kako bi prijava bez odgađanja stigla našoj službi farmakovigilancije.',
        },
      ],
    },
    {
      heading: 'Intelektualno vlasništvo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Tekstovi, crteži, ilustracije i dizajn stranica zaštićeni su autorskim pravom i pripadaju nama ili onima koji su nam dali licenciju. Nazivi i žigovi maraka koje zastupamo vlasništvo su njihovih nositelja i koriste se uz njihovo dopuštenje.',
        },
        {
          type: 'list',
          items: [
            'Stranice smijete pregledavati, ispisivati i spremati za vlastitu nekomercijalnu uporabu.',
            'Kraće odlomke smijete citirati ako navedete izvor i poveznicu na stranicu.',
            'Bez našeg pisanog dopuštenja sadržaj ne smijete umnožavati u komercijalne svrhe, mijenjati, prikazivati unutar drugih mrežnih stranica kao njihov sadržaj ni sustavno preuzimati automatiziranim alatima.',
          ],
        },
      ],
    },
    {
      heading: 'Korištenje kontaktnog obrasca',
      blocks: [
        {
          type: 'paragraph',
          text: 'Molimo vas da navedete točne podatke kako bismo vam mogli odgovoriti. Ne šaljite nezakonit, uvredljiv ili oglašivački sadržaj ni datoteke i poveznice koje bi mogle naštetiti našim sustavima; na takve poruke možda nećemo odgovoriti. Odgovaramo radnim danima. Poruka poslana putem obrasca nije obvezujuća narudžba ni ponuda dok je pisano ne potvrdimo.',
        },
      ],
    },
    {
      heading: 'Poveznice na druge stranice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Stranice sadrže poveznice na stranice povezanih društava, organizacija koje podupiremo, proizvođača i tijela javne vlasti. Na te stranice nemamo utjecaja i ne odgovaramo za njihov sadržaj ni za način na koji obrađuju osobne podatke. Poveznica ne znači da podupiremo sve što je na povezanoj stranici objavljeno.',
        },
      ],
    },
    {
      heading: 'Točnost i dostupnost',
      blocks: [
        {
          type: 'paragraph',
          text: 'Trudimo se da sadržaj bude točan i ažuran, ali ne možemo jamčiti da je u svakom trenutku potpun i bez pogrešaka. Asortiman, dostupnost proizvoda i uvjeti prodaje nisu obvezujući dok ih ne potvrdimo ponudom ili ugovorom. Stranice ili njihove dijelove možemo bez prethodne najave mijenjati, privremeno isključiti ili ukinuti, primjerice radi održavanja.',
        },
      ],
    },
    {
      heading: 'Ograničenje odgovornosti',
      blocks: [
        {
          type: 'paragraph',
          text: 'U mjeri u kojoj to zakon dopušta, ne odgovaramo za štetu nastalu korištenjem stranica ili nemogućnošću njihova korištenja ni za štetu nastalu oslanjanjem na njihov sadržaj. Time nije ograničena naša odgovornost za štetu prouzročenu namjerno ili krajnjom nepažnjom, za povredu života, tijela ili zdravlja ni druga odgovornost koja se prema zakonu ne može isključiti.',
        },
      ],
    },
    {
      heading: 'Privatnost i kolačići',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kako obrađujemo osobne podatke, objašnjavaju naša pravila privatnosti, a koje kolačiće koristimo, politika kolačića. Pitanja o zaštiti podataka možete poslati našem službeniku za zaštitu podataka na {dpoEmail}.',
        },
      ],
    },
    {
      heading: 'Izmjene i mjerodavno pravo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ove uvjete možemo izmijeniti; vrijedi inačica objavljena na ovoj stranici u trenutku kada koristite stranice. Na uvjete se primjenjuje pravo države u kojoj je naše sjedište. Za sporove je nadležan stvarno nadležan sud prema našem sjedištu, ne dirajući u prisilne propise o zaštiti potrošača.',
        },
      ],
    },
  ],
};
