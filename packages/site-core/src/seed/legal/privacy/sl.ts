/** Politika zasebnosti (sl). {Označbe} izpolnijo Market.company in Market.legal. */
export default {
  lead: 'Kako {abbreviatedName} obdeluje osebne podatke, ko obiščete to spletno mesto, nam pišete, se prijavite na delovno mesto ali sporočite sum neželenega učinka zdravila – in katere pravice imate.',
  sections: [
    {
      heading: 'Kdo je odgovoren za vaše podatke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Upravljavec vaših osebnih podatkov je {corporateName}, {seatAddress}, {registrationNumber}, {taxId} (v nadaljevanju: »mi«). Dosegljivi smo na {companyEmail} ali po telefonu {companyPhone}.',
        },
        {
          type: 'paragraph',
          text: 'Osebne podatke obdelujemo zakonito, pošteno in pregledno, le za določene namene, v obsegu, ki je nujen, in ne dlje, kot je potrebno. Pravni okvir, ki ga uporabljamo: {dataProtectionLaw}.',
        },
      ],
    },
    {
      heading: 'Pooblaščena oseba za varstvo podatkov',
      blocks: [
        {
          type: 'paragraph',
          text: 'Imenovali smo pooblaščeno osebo za varstvo podatkov, na katero se lahko obrnete z vsemi vprašanji o obdelavi osebnih podatkov in uveljavljanju svojih pravic. Pišite na {dpoEmail} ali pošljite pismo na naslov našega sedeža s pripisom »Za pooblaščeno osebo za varstvo podatkov«.',
        },
      ],
    },
    {
      heading: 'Obisk spletnega mesta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ko odprete {siteUrl}, naš strežnik samodejno zabeleži tehnične podatke: naslov IP, datum in čas zahteve, odprto stran, stran, s katere ste prišli, ter vrsto brskalnika in operacijskega sistema. Te podatke potrebujemo, da vam prikažemo spletno mesto, skrbimo za njegovo varnost in odkrivamo napake. Pravna podlaga je naš zakoniti interes za varno in delujoče spletno mesto (točka (f) prvega odstavka 6. člena Splošne uredbe o varstvu podatkov, v nadaljevanju: GDPR). Strežniške dnevnike izbrišemo po 30 dneh, razen če posamezni zapis potrebujemo za preiskavo napada.',
        },
        {
          type: 'paragraph',
          text: 'Katere piškotke uporablja spletno mesto in kako se odločite o tistih, ki niso nujni, pojasnjujemo v politiki piškotkov.',
        },
      ],
    },
    {
      heading: 'Kontaktni obrazec in e-pošta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ko nam pošljete sporočilo prek kontaktnega obrazca, obdelujemo izbrani oddelek, vaše ime in priimek, e-poštni naslov in vsebino sporočila. Uporabimo jih samo za odgovor in za obravnavo vašega vprašanja v oddelku, ki mu je namenjeno.',
        },
        {
          type: 'list',
          items: [
            'Če se vprašanje nanaša na naročilo, ponudbo ali obstoječo pogodbo, je pravna podlaga izvajanje pogodbe ali izvedba ukrepov na vašo zahtevo pred sklenitvijo pogodbe (točka (b) prvega odstavka 6. člena GDPR).',
            'Za vsa druga vprašanja je pravna podlaga naš zakoniti interes, da odgovorimo tistim, ki se obrnejo na nas (točka (f) prvega odstavka 6. člena GDPR).',
            'Da bi obrazec zaščitili pred samodejnimi zlorabami, storitev za zaščito pred roboti (Google reCAPTCHA) oceni interakcijo s stranjo; tudi to temelji na našem zakonitem interesu (točka (f) prvega odstavka 6. člena GDPR).',
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: 'Prosimo, da splošnega kontaktnega obrazca ne uporabljate za poročanje o neželenih učinkih ali za pošiljanje podatkov o zdravju. Za sporočanje sumov neželenih učinkov je na voljo poseben kanal, opisan v nadaljevanju.',
        },
      ],
    },
    {
      heading: 'Prijave na delovna mesta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Če se prijavite na delovno mesto, obdelujemo podatke iz prijave in življenjepisa – kontaktne podatke, izobrazbo, delovne izkušnje in vse drugo, kar nam želite sporočiti –, da prijavo ocenimo in izvedemo izbirni postopek. Pravna podlaga je izvedba ukrepov na vašo zahtevo pred sklenitvijo pogodbe o zaposlitvi (točka (b) prvega odstavka 6. člena GDPR). Če privolite, da vašo prijavo hranimo za prihodnje zaposlitve, je pravna podlaga za to vaša privolitev (točka (a) prvega odstavka 6. člena GDPR), ki jo lahko kadar koli prekličete, ne da bi to vplivalo na zakonitost prejšnje obdelave.',
        },
      ],
    },
    {
      heading: 'Poročila o sumih neželenih učinkov (farmakovigilanca)',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kot veletrgovec in lokalni predstavnik imetnikov dovoljenj za promet z zdravili moramo zbirati, evidentirati in posredovati poročila o sumih neželenih učinkov zdravil. Poročilo nam lahko pošljete prek obrazca na spletnem mestu, kjer je na voljo, po e-pošti na {pharmacovigilanceMailbox} ali po telefonu.',
        },
        {
          type: 'paragraph',
          text: 'Obdelujemo kontaktne podatke in poklic poročevalca, o bolniku pa le tisto, kar je potrebno za oceno primera: začetnice, starost ali starostno skupino, spol, telesno maso, nosečnost ali dojenje, zdravila, ki jih je jemal, ter opis in izid neželenega učinka. Pravna podlaga je naša zakonska obveznost po predpisih o zdravilih (točka (c) prvega odstavka 6. člena GDPR), podatke o zdravju pa obdelujemo iz razlogov javnega interesa na področju javnega zdravja, da zagotovimo visoke standarde kakovosti in varnosti zdravil (točka (i) drugega odstavka 9. člena GDPR). Poročila obravnavajo izključno usposobljeni sodelavci za farmakovigilanco, ki jih zavezuje poklicna molčečnost.',
        },
      ],
    },
    {
      heading: 'Poslovni partnerji in videonadzor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Imena in poslovne kontaktne podatke kontaktnih oseb naših kupcev, dobaviteljev in proizvajalcev obdelujemo za izvajanje pogodb in izpolnjevanje obveznosti po gospodarskih, davčnih in predpisih o zdravilih (točke (b), (c) in (f) prvega odstavka 6. člena GDPR). Naši prostori so pod videonadzorom; namene, roke hrambe in vaše pravice opisuje posebno obvestilo o videonadzoru.',
        },
      ],
    },
    {
      heading: 'Kako dolgo hranimo podatke',
      blocks: [
        {
          type: 'list',
          items: [
            'Sporočila iz kontaktnega obrazca: kolikor je potrebno za obravnavo vprašanja in še dve leti po zadnji komunikaciji oziroma dlje, če sporočilo postane del pogodbene dokumentacije.',
            'Prijave na delovna mesta: do zaključka izbirnega postopka in še šest mesecev po njem; z vašo privolitvijo največ dve leti za prihodnje zaposlitve.',
            'Poročila o neželenih učinkih: dokler je zdravilo, na katero se nanašajo, dovoljeno, in najmanj deset let po prenehanju veljavnosti dovoljenja, kot zahtevajo predpisi o zdravilih.',
            'Poslovna dokumentacija in računi: v rokih, ki jih določajo računovodski in davčni predpisi, praviloma deset let.',
            'Videoposnetki: največ {videoRetention}, razen če je posnetek potreben kot dokaz.',
          ],
        },
      ],
    },
    {
      heading: 'Kdo prejme vaše podatke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vaše podatke vidijo le zaposleni, ki jih potrebujejo pri svojem delu. Uporabljamo tudi skrbno izbrane obdelovalce, ki ravnajo po naših navodilih na podlagi pogodbe o obdelavi podatkov:',
        },
        {
          type: 'list',
          items: [
            'ponudnike gostovanja in vzdrževanja informacijskih sistemov v Evropski uniji;',
            'Twilio SendGrid, ki dostavlja e-poštna sporočila iz kontaktnega obrazca;',
            'Google Ireland Limited, ki zagotavlja zaščito pred roboti reCAPTCHA.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Poročila o neželenih učinkih, kot zahtevajo predpisi, posredujemo imetniku dovoljenja za promet z zdravilom in pristojnemu organu; na tem trgu je to {medicinesAgency} ({medicinesAgencyShort}). Sodiščem, policiji in drugim državnim organom podatke razkrijemo le, kadar nas k temu zavezuje zakon. Druge družbe skupine Medivia prejmejo podatke le, kadar za nas opravljajo skupne storitve na podlagi pisne pogodbe.',
        },
      ],
    },
    {
      heading: 'Prenos izven Evrope',
      blocks: [
        {
          type: 'paragraph',
          text: 'Twilio SendGrid in Google lahko podatke obdelujeta v Združenih državah Amerike. Tak prenos poteka le ob ustrezni ravni varstva – na podlagi sklepa o ustreznosti, kot je okvir EU-ZDA za zasebnost podatkov, standardnih pogodbenih klavzul ali drugega zaščitnega ukrepa, ki ga dopuščajo predpisi o varstvu podatkov. Kopijo zaščitnih ukrepov lahko zahtevate od naše pooblaščene osebe za varstvo podatkov.',
        },
      ],
    },
    {
      heading: 'Vaše pravice',
      blocks: [
        {
          type: 'list',
          items: [
            'pridobiti potrditev, ali obdelujemo vaše podatke, in njihovo kopijo (pravica do dostopa);',
            'popraviti netočne in dopolniti nepopolne podatke;',
            'zahtevati izbris podatkov, kadar ni več razloga ali zakonske obveznosti za njihovo hrambo;',
            'zahtevati omejitev obdelave, na primer med preverjanjem točnosti podatkov;',
            'prejeti podatke, ki ste nam jih posredovali, v strukturirani, strojno berljivi obliki (prenosljivost);',
            'kadar koli ugovarjati obdelavi, ki temelji na našem zakonitem interesu;',
            'kadar koli preklicati privolitev, ne da bi to vplivalo na zakonitost obdelave pred preklicem.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Zahtevo pošljite na {dpoEmail}. Odgovorili bomo brez nepotrebnega odlašanja, najpozneje v enem mesecu; pri zahtevnejših zahtevah se lahko rok podaljša za največ dva meseca, o čemer vas bomo obvestili z obrazložitvijo. Morda vas bomo prosili, da potrdite svojo identiteto. Podatkov iz poročil o neželenih učinkih ne moremo izbrisati, dokler nas zakon zavezuje, da jih hranimo.',
        },
      ],
    },
    {
      heading: 'Pravica do pritožbe',
      blocks: [
        {
          type: 'paragraph',
          text: 'Če menite, da vaše podatke obdelujemo nezakonito, lahko vložite pritožbo pri nadzornem organu. Pristojni nadzorni organ je {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. Hvaležni pa bomo, če naši pooblaščeni osebi za varstvo podatkov najprej daste priložnost, da zadevo uredi.',
        },
      ],
    },
    {
      heading: 'Varnost, avtomatizirano odločanje in spremembe',
      blocks: [
        {
          type: 'paragraph',
          text: 'Spletno mesto se prikazuje izključno prek šifrirane povezave (HTTPS). Dostop do osebnih podatkov je omejen glede na vloge, beleži se in je zaščiten z zanesljivim preverjanjem pristnosti, naši zaposleni pa so usposobljeni za varstvo podatkov. Vaših podatkov ne uporabljamo za avtomatizirano odločanje ali oblikovanje profilov, ki bi imeli za vas pravne ali podobno pomembne učinke.',
        },
        {
          type: 'paragraph',
          text: 'Politiko pregledamo vsaj enkrat na leto in ob vsaki spremembi obdelave. Datum zadnje spremembe je naveden na vrhu strani.',
        },
      ],
    },
  ],
};
