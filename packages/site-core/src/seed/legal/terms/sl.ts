/** Pogoji uporabe (sl). {Označbe} izpolnijo Market.company in Market.legal. */
export default {
  lead: 'Pogoji, ki veljajo, ko uporabljate {siteUrl}. Z uporabo spletnega mesta jih sprejemate; če se z njimi ne strinjate, spletnega mesta prosimo ne uporabljajte.',
  sections: [
    {
      heading: 'Kdo upravlja spletno mesto',
      blocks: [
        {
          type: 'paragraph',
          text: 'Spletno mesto upravlja {corporateName}, {seatAddress}, {registrationNumber}, {taxId}. Dosegljivi smo na {companyEmail} ali po telefonu {companyPhone}.',
        },
      ],
    },
    {
      heading: 'Čemu je spletno mesto namenjeno',
      blocks: [
        {
          type: 'paragraph',
          text: 'Spletno mesto predstavlja naše podjetje, oddelke in storitve, blagovne znamke, ki jih zastopamo, ter novice in dogodke. Zdravstvenim delavcem, poslovnim partnerjem, iskalcem zaposlitve in javnosti ponuja splošne informacije. Spletno mesto ni spletna trgovina: prek njega ni mogoče naročiti ali kupiti zdravil ali medicinskih pripomočkov. Nekatere strani so namenjene predvsem zdravstvenim delavcem, kar je na njih tudi označeno.',
        },
      ],
    },
    {
      heading: 'Informacije o zdravilih niso zdravniški nasvet',
      blocks: [
        {
          type: 'note',
          tone: 'warning',
          text: 'Informacije o zdravilih in medicinskih pripomočkih na tem spletnem mestu so splošne in ne nadomeščajo nasveta zdravnika ali farmacevta. Vedno preberite navodilo za uporabo, v nujnih primerih pa pokličite 112.',
        },
        {
          type: 'paragraph',
          text: 'Opisi izdelkov ustrezajo odobreni dokumentaciji v času objave. Če se kaj na spletnem mestu razlikuje od povzetka glavnih značilnosti zdravila, navodila za uporabo ali navodil proizvajalca, veljajo ti dokumenti.',
        },
      ],
    },
    {
      heading: 'Poročanje o neželenih učinkih',
      blocks: [
        {
          type: 'paragraph',
          text: 'Če sumite na neželeni učinek zdravila, se posvetujte s svojim zdravnikom ali farmacevtom. Sum lahko sporočite tudi nam na {pharmacovigilanceMailbox} ali prek obrazca za poročanje, kjer ga spletno mesto ponuja, ali neposredno pristojnemu organu, to je {medicinesAgency} ({medicinesAgencyShort}). Prosimo, da za to ne uporabljate splošnega kontaktnega obrazca, da vaše poročilo brez odlašanja doseže našo službo za farmakovigilanco.',
        },
      ],
    },
    {
      heading: 'Intelektualna lastnina',
      blocks: [
        {
          type: 'paragraph',
          text: 'Besedila, risbe, ilustracije in oblikovanje spletnega mesta so zaščiteni z avtorsko pravico in pripadajo nam ali tistim, ki so nam podelili licenco. Imena in znamke blagovnih znamk, ki jih zastopamo, so last njihovih imetnikov in se uporabljajo z njihovim dovoljenjem.',
        },
        {
          type: 'list',
          items: [
            'Strani lahko pregledujete, natisnete in shranite za lastno nekomercialno uporabo.',
            'Krajše odlomke lahko citirate, če navedete vir in povezavo do strani.',
            'Brez našega pisnega dovoljenja vsebine ne smete razmnoževati v komercialne namene, je spreminjati, prikazovati znotraj drugih spletnih mest kot njihovo vsebino ali je sistematično prenašati s samodejnimi orodji.',
          ],
        },
      ],
    },
    {
      heading: 'Uporaba kontaktnega obrazca',
      blocks: [
        {
          type: 'paragraph',
          text: 'Prosimo, navedite točne podatke, da vam lahko odgovorimo. Ne pošiljajte nezakonitih, žaljivih ali oglaševalskih vsebin ali datotek in povezav, ki bi lahko škodovale našim sistemom; na takšna sporočila morda ne bomo odgovorili. Odgovarjamo ob delavnikih. Sporočilo, poslano prek obrazca, ni zavezujoče naročilo ali ponudba, dokler ga pisno ne potrdimo.',
        },
      ],
    },
    {
      heading: 'Povezave na druga spletna mesta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Spletno mesto vsebuje povezave na spletna mesta povezanih družb, organizacij, ki jih podpiramo, proizvajalcev in državnih organov. Na ta spletna mesta nimamo vpliva in ne odgovarjamo za njihovo vsebino ali za način, kako obdelujejo osebne podatke. Povezava ne pomeni, da podpiramo vse, kar je objavljeno na povezanem spletnem mestu.',
        },
      ],
    },
    {
      heading: 'Točnost in razpoložljivost',
      blocks: [
        {
          type: 'paragraph',
          text: 'Prizadevamo si, da je vsebina točna in posodobljena, vendar ne moremo jamčiti, da je vedno popolna in brez napak. Ponudba, razpoložljivost izdelkov in prodajni pogoji niso zavezujoči, dokler jih ne potrdimo s ponudbo ali pogodbo. Spletno mesto ali njegove dele lahko brez predhodnega obvestila spremenimo, začasno izklopimo ali ukinemo, na primer zaradi vzdrževanja.',
        },
      ],
    },
    {
      heading: 'Omejitev odgovornosti',
      blocks: [
        {
          type: 'paragraph',
          text: 'V obsegu, ki ga dopušča zakon, ne odgovarjamo za škodo, ki nastane zaradi uporabe spletnega mesta ali nezmožnosti njegove uporabe, ali zaradi zanašanja na njegovo vsebino. To ne omejuje naše odgovornosti za škodo, povzročeno namerno ali iz hude malomarnosti, za poškodbe življenja, telesa ali zdravja ali druge odgovornosti, ki je po zakonu ni mogoče izključiti.',
        },
      ],
    },
    {
      heading: 'Zasebnost in piškotki',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kako obdelujemo osebne podatke, pojasnjuje naša politika zasebnosti, katere piškotke uporabljamo, pa politika piškotkov. Vprašanja o varstvu podatkov lahko pošljete naši pooblaščeni osebi za varstvo podatkov na {dpoEmail}.',
        },
      ],
    },
    {
      heading: 'Spremembe in veljavno pravo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Te pogoje lahko spremenimo; velja različica, ki je na tej strani objavljena v času, ko uporabljate spletno mesto. Za pogoje velja pravo države, v kateri je naš sedež. Za spore je pristojno stvarno pristojno sodišče po našem sedežu, pri čemer ostanejo nedotaknjena prisilna pravila o varstvu potrošnikov.',
        },
      ],
    },
  ],
};
