/** Obvestilo o videonadzoru (sl). Rok hrambe iz Market.legal.videoRetentionDays. */
export default {
  lead: 'Del naših prostorov je pod videonadzorom. To obvestilo pojasnjuje, zakaj, kaj snemamo, kdo lahko vidi posnetke, kako dolgo jih hranimo in katere pravice imate.',
  sections: [
    {
      heading: 'Kdo izvaja videonadzor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Upravljavec je {corporateName}, {seatAddress}. Na nas se lahko obrnete na {companyEmail}, na našo pooblaščeno osebo za varstvo podatkov pa na {dpoEmail}. Videonadzor izvajamo v skladu s pravili o videonadzoru iz veljavnih predpisov ({dataProtectionLaw}).',
        },
      ],
    },
    {
      heading: 'Kje so kamere',
      blocks: [
        {
          type: 'list',
          items: [
            'na vhodih v naša skladišča, distribucijske centre in pisarne;',
            'na nakladalnih rampah in v prostorih za prevzem blaga;',
            'v skladiščnih prostorih, kjer hranimo zdravila in medicinske pripomočke, vključno s prostori za izdelke s posebnimi pogoji shranjevanja;',
            'na parkiriščih, dvoriščih in ob zunanjih ograjah.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Kamer ni v sanitarijah, garderobah, prostorih za počitek in v pisarnah, kjer se opravlja zgolj pisarniško delo, usmerjene pa so tako, da sosednja zemljišča in javne površine zajemajo le v neizogibnem obsegu. Vsak nadzorovani prostor je pred vstopom označen z obvestilom s sliko kamere ter s podatki o upravljavcu in načinu, kako nas dosežete.',
        },
      ],
    },
    {
      heading: 'Zakaj izvajamo videonadzor',
      blocks: [
        {
          type: 'list',
          items: [
            'za varnost zaposlenih, obiskovalcev in voznikov v naših prostorih;',
            'za zaščito premoženja – zdravil, medicinskih pripomočkov, opreme in vozil – pred tatvino in poškodbami;',
            'da preprečimo, da bi ponarejena ali ukradena zdravila vstopila v zakonito dobavno verigo;',
            'za nadzor vstopa v prostore in skladišča ter izstopa iz njih, kot zahteva dobra distribucijska praksa.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Videonadzora ne uporabljamo za spremljanje delovne uspešnosti zaposlenih, posnetkov pa ne uporabljamo za noben drug namen razen navedenih.',
        },
      ],
    },
    {
      heading: 'Pravna podlaga',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pravna podlaga je naš zakoniti interes za zaščito oseb in premoženja (točka (f) prvega odstavka 6. člena GDPR) skupaj z našimi zakonskimi obveznostmi varnega shranjevanja zdravil in nadzora dostopa do skladiščnih prostorov. Ocenili smo, da pravice snemanih oseb ne prevladajo nad tem interesom, saj kamere zajemajo le prostore, ki jih je treba zaščititi, posnetki pa se hranijo kratek čas. Zaposlene o videonadzoru obvestimo vnaprej, kot zahtevajo delovnopravni predpisi.',
        },
      ],
    },
    {
      heading: 'Kaj se snema',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kamere snemajo sliko z datumom in časom, brez zvoka. Ne uporabljamo prepoznavanja obrazov ali kakršne koli druge biometrične obdelave. Sliko v živo vidijo le pooblaščeni zaposleni varnostne službe.',
        },
      ],
    },
    {
      heading: 'Kdo ima dostop do posnetkov',
      blocks: [
        {
          type: 'paragraph',
          text: 'Posnetke smejo pregledovati le osebe, ki jih je poslovodstvo pisno pooblastilo, na primer vodja varnosti in vodja posamezne lokacije, ter varnostna družba, ki za nas kot obdelovalec deluje na podlagi pogodbe. Vsak dostop se beleži. Policiji, sodiščem ali zavarovalnicam posnetke predamo le, kadar nas k temu zavezuje zakon ali kadar so potrebni za uveljavljanje, izvajanje ali obrambo pravnih zahtevkov.',
        },
      ],
    },
    {
      heading: 'Kako dolgo hranimo posnetke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Posnetki se samodejno prepišejo najpozneje {videoRetentionAfter}. Dlje hranimo le posnetek, ki je potreben kot dokaz v konkretnem primeru – nesreči pri delu, odškodninskem zahtevku ali kazenski ovadbi –, in to le do zaključka tega postopka.',
        },
      ],
    },
    {
      heading: 'Kako varujemo posnetke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Posnetki se hranijo na snemalnikih v zaklenjenih tehničnih prostorih na vsaki lokaciji, ne v javnem oblaku. Snemalniki so šifrirani, vsaka pooblaščena oseba se prijavi z osebnim uporabniškim računom, sistem pa beleži, kdo je kdaj pregledal ali izvozil posamezni posnetek. Izvožena kopija – na primer za policijo – je šifrirana, preda se proti podpisanemu potrdilu in se izbriše takoj, ko je zadeva, zaradi katere je bila izdelana, zaključena.',
        },
      ],
    },
    {
      heading: 'Vaše pravice',
      blocks: [
        {
          type: 'list',
          items: [
            'dostop do posnetkov, na katerih ste – navedite datum, približen čas in kraj; druge osebe na posnetku bodo zakrite;',
            'izbris posnetka, kadar ga ni več razloga hraniti;',
            'omejitev obdelave, na primer da se posnetek, ki ga potrebujete kot dokaz, ne prepiše;',
            'ugovor obdelavi, ki temelji na našem zakonitem interesu.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Zahtevo pošljite na {dpoEmail} čim prej, saj se posnetki prepišejo {videoRetentionAfter}. Odgovorili bomo najpozneje v enem mesecu.',
        },
      ],
    },
    {
      heading: 'Pritožbe',
      blocks: [
        {
          type: 'paragraph',
          text: 'Če menite, da videonadzor posega v vaše pravice, lahko vložite pritožbo pri nadzornem organu. Pristojni organ je {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. Več o tem, kako obdelujemo osebne podatke, preberite v naši politiki zasebnosti.',
        },
      ],
    },
  ],
};
