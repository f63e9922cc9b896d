/** Politika piškotkov (sl). Brez privolitve le nujni piškotki; analitika šele po privolitvi. */
export default {
  lead: 'Kaj so piškotki, katere uporablja {siteUrl} in zakaj ter kako se odločite o tistih, ki niso nujni.',
  sections: [
    {
      heading: 'Kaj so piškotki',
      blocks: [
        {
          type: 'paragraph',
          text: 'Piškotki so majhne besedilne datoteke, ki jih spletno mesto shrani v brskalnik na vašem računalniku ali telefonu. Ko se vrnete, jih brskalnik pošlje nazaj, zato si spletno mesto lahko zapomni na primer izbiro, ki ste jo že opravili. Podobne tehnologije, kot so podatki v lokalni shrambi brskalnika, delujejo skoraj enako in tudi zanje velja ta politika.',
        },
        {
          type: 'paragraph',
          text: 'Piškotke, ki jih nastavi spletno mesto, ki ga obiskujete, imenujemo piškotki prve strani, tiste, ki jih nastavi druga storitev, vgrajena v stran, pa piškotki tretjih oseb. Sejni piškotki izginejo, ko zaprete brskalnik, trajni pa ostanejo, dokler ne potečejo ali jih ne izbrišete.',
        },
      ],
    },
    {
      heading: 'Naš pristop',
      blocks: [
        {
          type: 'paragraph',
          text: 'Spletno mesto upravlja {corporateName}. Piškotkov uporabljamo čim manj. Brez vaše privolitve nastavimo le piškotke, ki so nujno potrebni za delovanje in varnost spletnega mesta. Analitične piškotke nastavimo šele, ko jih izrecno sprejmete v pasici o piškotkih, oglaševalskih piškotkov pa sploh ne uporabljamo.',
        },
        {
          type: 'paragraph',
          text: 'Za shranjevanje podatkov na vaši napravi je potrebna privolitev, razen če je shranjevanje nujno za storitev, ki ste jo zahtevali. Tako določajo predpisi o elektronskih komunikacijah, za obdelavo osebnih podatkov, ki jih piškotki vsebujejo, pa velja tudi naša politika zasebnosti.',
        },
      ],
    },
    {
      heading: 'Nujno potrebni piškotki',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ti piškotki so potrebni za funkcije, ki jih uporabljate, in jih v naših sistemih ni mogoče izklopiti. Ne sledijo vam na drugih spletnih mestih.',
        },
        {
          type: 'list',
          items: [
            'cc_cookie – zabeleži vašo izbiro piškotkov: izbrane kategorije, čas izbire, različico te politike, na katero se nanaša, in naključni identifikator privolitve, da se pasica ne prikaže na vsaki strani in da lahko izkažemo vašo privolitev; piškotek prve strani, hrani se 6 mesecev. Ko se ta politika spremeni, vas vprašamo znova.',
            '_GRECAPTCHA – nastavi ga Google reCAPTCHA, ko odprete kontaktni obrazec ali obrazec za poročanje o neželenem učinku, da loči prave obiskovalce od samodejnih sporočil; piškotek tretje osebe, hrani se 6 mesecev.',
            'Shramba seje v vašem brskalniku (niso piškotki, nikoli nam jih ne pošljete, izbrišejo se, ko zaprete zavihek): napredek poročila o neželenem učinku, ki ga še niste poslali, da se ob ponovnem nalaganju strani ne izgubi; zaznamek, da je pisava spletnega mesta že prenesena, da jo naslednje strani prikažejo takoj; in čas samodejnega ponovnega nalaganja po posodobitvi spletnega mesta, da se zgodi le enkrat.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Pravna podlaga za te piškotke je naš zakoniti interes za delujoče in varno spletno mesto (točka (f) prvega odstavka 6. člena GDPR); zanje privolitev ni potrebna.',
        },
      ],
    },
    {
      heading: 'Analitični piškotki – le z vašo privolitvijo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Če se strinjate, uporabljamo storitev spletne analitike, da preštejemo obiske in vidimo, katere strani so koristne in katere je težko najti. Tako izboljšujemo vsebino za zdravstvene delavce, partnerje in bolnike. Dokler se ne strinjate, se analitični skript ne naloži in analitični piškotki se ne nastavijo.',
        },
        {
          type: 'list',
          items: [
            '_ga – loči en brskalnik od drugega, da je mogoče šteti obiske; hrani se 2 leti.',
            '_ga_<ID> – hrani stanje trenutnega obiska; hrani se 2 leti.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Analitične podatke obravnavamo izključno zbirno, ne povezujemo jih z drugimi podatki o vas in jih ne uporabljamo za oglaševanje. Pravna podlaga je vaša privolitev (točka (a) prvega odstavka 6. člena GDPR), ki jo lahko kadar koli prekličete.',
        },
      ],
    },
    {
      heading: 'Storitve tretjih oseb in prenos podatkov',
      blocks: [
        {
          type: 'paragraph',
          text: 'Storitev Google reCAPTCHA zagotavlja Google Ireland Limited. Da bi ločila ljudi od robotov, storitev oceni podatke, kot so vaš naslov IP, nastavitve brskalnika in način uporabe strani, Google pa lahko te podatke obdeluje tudi v Združenih državah Amerike v okviru okvira EU-ZDA za zasebnost podatkov. Če sprejmete analitiko, ponudnik analitike podatke o obiskih obdeluje v našem imenu kot obdelovalec, na podlagi pogodbe o obdelavi podatkov, in jih ne sme uporabljati za lastne namene.',
        },
        {
          type: 'paragraph',
          text: 'Spletna mesta, na katera vodijo naše povezave, na primer strani proizvajalcev, povezanih družb ali državnih organov, nastavljajo lastne piškotke po svojih pravilih. Ko jih obiščete, preberite njihova obvestila o piškotkih.',
        },
      ],
    },
    {
      heading: 'Česa ne uporabljamo',
      blocks: [
        {
          type: 'list',
          items: [
            'oglaševalskih piškotkov in piškotkov za ponovno ciljanje;',
            'sledilnih pikslov družbenih omrežij ali gumbov »všeč mi je«, ki nalagajo vsebino z družbenih omrežij;',
            'piškotkov, ki bi ustvarjali vaš profil na različnih spletnih mestih.',
          ],
        },
      ],
    },
    {
      heading: 'Kako spremenite izbiro',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ob prvem obisku vas pasica vpraša, katere piškotke, ki niso nujni, sprejemate; »Zavrni vse« je ob »Sprejmi vse« in ga je enako preprosto izbrati, noben piškotek, ki ni nujen, pa ni vnaprej označen. Premislite si lahko kadar koli: z gumbom »Nastavitve piškotkov« na dnu vsake strani ali tako, da v brskalniku izbrišete piškotke tega spletnega mesta, nato vas bomo vprašali znova. Ko privolitev prekličete, analitične piškotke izbrišemo; preklic ne vpliva na zakonitost obdelave pred njim.',
        },
        {
          type: 'paragraph',
          text: 'Piškotke lahko blokirate ali izbrišete tudi v nastavitvah brskalnika (Chrome, Firefox, Safari in Edge imajo razdelek »Zasebnost« ali »Piškotki«). Če blokirate nujne piškotke, deli spletnega mesta, na primer kontaktni obrazec, morda ne bodo delovali.',
        },
      ],
    },
    {
      heading: 'Več informacij',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kako na splošno ravnamo z osebnimi podatki, opisuje naša politika zasebnosti. Za vsa vprašanja o piškotkih pišite naši pooblaščeni osebi za varstvo podatkov na {dpoEmail}. Če menite, da so bile vaše pravice kršene, lahko vložite pritožbo pri nadzornem organu, to je {supervisoryAuthority} ({supervisoryAuthorityShort}).',
        },
      ],
    },
  ],
};
