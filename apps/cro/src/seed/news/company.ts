import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Company news of the Croatian site: fleet, anniversary, certificates, warehouses. */
export const companyArticles: NewsArticle[] = [
  {
    id: 'fleet-81-vehicles',
    type: PostType.news,
    category: 'company',
    date: '2025-04-08',
    illustration: 'vehicles',
    related: ['dugopolje-warehouse', 'iso-recertification'],
    seeAlso: ['warehousingAndTransport'],
    translations: {
      hr: {
        slug: 'flota-81-vozilo-s-kontroliranom-temperaturom',
        title: 'Flota narasla na 81 vozilo s kontroliranom temperaturom',
        summary:
          'Dvanaest novih dostavnih vozila s klimatiziranim teretnim prostorom i digitalnim praćenjem temperature od travnja vozi na našim distribucijskim linijama.',
        body: [
          'U travnju smo u promet pustili dvanaest novih dostavnih vozila. Njihov teretni prostor održava temperaturu od 15 do 25 °C, a zasebna komora od 2 do 8 °C. Time naša flota broji 81 vozilo s kontroliranom temperaturom, pa lijekovi, cjepiva i dijagnostički reagensi do ljekarni, bolnica i laboratorija putuju u uvjetima koje propisuje dobra distribucijska praksa (GDP).',
          '## Temperatura pod nadzorom cijelim putem',
          'Svako vozilo ima kalibrirane senzore koji svakih nekoliko minuta bilježe temperaturu i podatke šalju u naš sustav kvalitete. Izađe li temperatura iz zadanog raspona, vozač i dispečer odmah dobivaju upozorenje, a zapis o cijelom putovanju ostaje dostupan kupcu i inspekciji.',
          '## Isporuke od 8 do 20 sati',
          'Nova vozila raspoređena su na linije iz naših skladišta u Svetoj Nedelji, Vukovaru i Dugopolju. Dostavljamo od ponedjeljka do petka od 8 do 20 sati, a veća flota daje nam više prostora pri planiranju ruta i skraćuje vrijeme od narudžbe do isporuke, osobito na otocima i u ruralnim krajevima.',
          'Vozila zadovoljavaju emisijsku normu Euro 6, a vozači su prije preuzimanja prošli obuku o rukovanju termoosjetljivim pošiljkama. Više o tome kako skladištimo i prevozimo robu pročitajte na stranici usluge skladištenja i transporta.',
        ],
      },
      en: {
        slug: 'fleet-grows-to-81-temperature-controlled-vehicles',
        title: 'Our fleet grows to 81 temperature-controlled vehicles',
        summary:
          'Twelve new delivery vans with climate-controlled cargo space and digital temperature logging joined our distribution routes in April.',
        body: [
          'In April we put twelve new delivery vans on the road. Their cargo space holds 15–25 °C, with a separate compartment kept at 2–8 °C. Our fleet now counts 81 temperature-controlled vehicles, so medicines, vaccines and diagnostic reagents reach pharmacies, hospitals and laboratories under the conditions that Good Distribution Practice (GDP) requires.',
          '## Temperature under watch all the way',
          'Every van carries calibrated sensors that record the temperature every few minutes and send the readings to our quality system. If the temperature leaves the set range, the driver and the dispatcher are alerted at once, and the record of the whole journey stays available to the customer and to inspectors.',
          '## Deliveries from 8 am to 8 pm',
          'The new vans serve routes from our warehouses in Sveta Nedelja, Vukovar and Dugopolje. We deliver Monday to Friday between 8 am and 8 pm. A larger fleet gives us more room when planning routes and shortens the time between order and delivery, especially on the islands and in rural areas.',
          'The vans meet the Euro 6 emission standard, and their drivers were trained in handling temperature-sensitive consignments before taking them over. Read more about how we store and move goods on our warehousing and transport page.',
        ],
      },
    },
  },
  {
    id: 'anniversary-35',
    type: PostType.news,
    category: 'company',
    date: '2025-06-12',
    illustration: 'anniversary',
    related: ['iso-recertification', 'island-clinics-donation'],
    seeAlso: ['about', 'careers'],
    translations: {
      hr: {
        slug: '35-godina-medivije',
        title: 'Trideset i pet godina uz ljekarne, bolnice i laboratorije',
        summary:
          'Medivia je 1990. počela kao mala veleprodaja lijekova, a danas opskrbljuje više od 6000 kupaca diljem Hrvatske. Obljetnicu smo proslavili s djelatnicima i partnerima.',
        body: [
          'Ove godine navršavamo 35 godina poslovanja. Tvrtka osnovana 1990. s nekoliko zaposlenika i jednim skladištem danas surađuje s više od 400 dobavljača lijekova i opskrbljuje više od 6000 kupaca: ljekarne, bolnice, domove zdravlja, laboratorije, stomatološke ordinacije i veterinarske ambulante.',
          '## Od veleprodaje do partnera cijelog sustava',
          'Uz veleprodaju lijekova i medicinskih proizvoda s godinama smo razvili službe laboratorijske dijagnostike, medicinske opreme, stomatologije i zubne tehnike te veterine, a zatim i usluge registracija, kliničkih studija i sekundarnog pakiranja. Kvalitetu našeg rada potvrđuju certifikati ISO 9001:2015 i ISO 14001:2015 te usklađenost s dobrom distribucijskom i dobrom proizvođačkom praksom (GDP i GMP).',
          '## Proslava u Svetoj Nedelji',
          'Obljetnicu smo u lipnju obilježili u sjedištu u Svetoj Nedelji s kolegicama i kolegama sa svih lokacija, s partnerima i s umirovljenim djelatnicima koji su tvrtku gradili od prvih dana. Posebno smo zahvalili onima koji su s nama od samog početka.',
          '„Naš je posao da pravi lijek stigne na pravo mjesto u pravo vrijeme. To je vrijedilo 1990. i vrijedi danas“, poručila je predsjednica Uprave Ana Primjer.',
          'Za obljetnicu smo pripremili i logotip s oznakom 35 godina, koji do kraja godine možete vidjeti na našim vozilima i na ovoj web-stranici.',
        ],
      },
      en: {
        slug: '35-years-of-medivia',
        title: 'Thirty-five years alongside pharmacies, hospitals and laboratories',
        summary:
          'Medivia started in 1990 as a small medicines wholesaler; today it supplies more than 6,000 customers across Croatia. We marked the anniversary with our staff and partners.',
        body: [
          'This year we mark 35 years in business. Founded in 1990 with a handful of employees and a single warehouse, the company now works with more than 400 suppliers of medicinal products and serves more than 6,000 customers: pharmacies, hospitals, health centres, laboratories, dental practices and veterinary clinics.',
          '## From wholesaler to partner for the whole system',
          'Over the years we added laboratory diagnostics, medical equipment, dental medicine and dental technics and animal health to the wholesale of medicines and medical devices, followed by regulatory affairs, clinical trials and repackaging services. Our ISO 9001:2015 and ISO 14001:2015 certificates and our compliance with Good Distribution and Good Manufacturing Practice (GDP and GMP) vouch for the quality of our work.',
          '## A celebration in Sveta Nedelja',
          'In June we celebrated at our headquarters in Sveta Nedelja with colleagues from every site, with our partners and with retired colleagues who helped build the company from its early days. We paid special tribute to those who have been with us since the very beginning.',
          '“Our job is to get the right medicine to the right place at the right time. That was true in 1990 and it is true today,” said Ana Primjer, President of the Management Board.',
          'For the anniversary we also designed a 35-years logo, which you will see on our vehicles and on this website until the end of the year.',
        ],
      },
    },
  },
  {
    id: 'iso-recertification',
    type: PostType.news,
    category: 'company',
    date: '2025-09-22',
    illustration: 'certificate',
    related: ['anniversary-35', 'fleet-81-vehicles'],
    seeAlso: ['about', 'repackaging'],
    translations: {
      hr: {
        slug: 'obnovljeni-certifikati-iso-9001-i-iso-14001',
        title: 'Obnovljeni certifikati ISO 9001:2015 i ISO 14001:2015',
        summary:
          'Neovisno certifikacijsko tijelo potvrdilo je da naši sustavi upravljanja kvalitetom i okolišem i dalje ispunjavaju zahtjeve normi, bez ijedne nesukladnosti.',
        body: [
          'U rujnu je završio recertifikacijski audit naših sustava upravljanja kvalitetom (ISO 9001:2015) i okolišem (ISO 14001:2015). Auditori su tijekom četiri dana obišli sjedište u Svetoj Nedelji te skladišta u Vukovaru i Dugopolju, pregledali dokumentaciju i razgovarali s djelatnicima, od nabave do servisa medicinske opreme.',
          '## Što je audit obuhvatio',
          'Provjerene su sve ključne aktivnosti: zaprimanje i skladištenje robe, praćenje temperature u skladištima i vozilima, povrati i povlačenja proizvoda, rješavanje reklamacija, servis opreme te postupanje s otpadom i ambalažom. Audit je završio bez nesukladnosti, uz nekoliko preporuka za poboljšanja koja ćemo uvesti do sljedeće godine.',
          '## Briga za okoliš u svakodnevnom radu',
          'U posljednje tri godine smanjili smo potrošnju električne energije u skladištima zamjenom rasvjete i pametnim upravljanjem hlađenjem, a transportnu ambalažu vraćamo u ponovnu uporabu gdje god je to moguće.',
          'Certifikati vrijede tri godine, uz godišnje nadzorne audite. Uz njih zadržavamo i usklađenost s dobrom distribucijskom praksom (GDP) te dobrom proizvođačkom praksom (GMP) za poslove sekundarnog pakiranja. Popis certifikata pronaći ćete na stranici O nama.',
        ],
      },
      en: {
        slug: 'iso-9001-and-iso-14001-certificates-renewed',
        title: 'ISO 9001:2015 and ISO 14001:2015 certificates renewed',
        summary:
          'An independent certification body confirmed that our quality and environmental management systems still meet the standards, without a single nonconformity.',
        body: [
          'In September we completed the recertification audit of our quality management system (ISO 9001:2015) and our environmental management system (ISO 14001:2015). Over four days the auditors visited our headquarters in Sveta Nedelja and our warehouses in Vukovar and Dugopolje, reviewed our records and talked to staff from purchasing to medical equipment service.',
          '## What the audit covered',
          'They checked every key activity: receiving and storing goods, temperature monitoring in warehouses and vehicles, returns and product recalls, complaint handling, equipment service, and the handling of waste and packaging. The audit closed with no nonconformities and a few recommendations for improvement, which we will put in place before next year.',
          '## Caring for the environment every day',
          'Over the past three years we have cut the electricity used in our warehouses by replacing lighting and controlling refrigeration more intelligently, and we reuse transport packaging wherever we can.',
          'The certificates are valid for three years, with annual surveillance audits. Alongside them we remain compliant with Good Distribution Practice (GDP) and, for our repackaging work, Good Manufacturing Practice (GMP). You will find the list of our certificates on the About us page.',
        ],
      },
    },
  },
  {
    id: 'dugopolje-warehouse',
    type: PostType.news,
    category: 'company',
    date: '2026-05-18',
    illustration: 'warehouse',
    related: ['fleet-81-vehicles', 'anniversary-35'],
    seeAlso: ['warehousingAndTransport', 'careers'],
    translations: {
      hr: {
        slug: 'skladiste-u-dugopolju-vece-za-2400-cetvornih-metara',
        title: 'Skladište u Dugopolju veće za 2400 četvornih metara',
        summary:
          'Nova skladišna zona s hladnom komorom i automatiziranim komisioniranjem ubrzava isporuke ljekarnama i bolnicama u Dalmaciji.',
        body: [
          'Nakon deset mjeseci radova u svibnju smo otvorili proširenje skladišta u Dugopolju. Skladišni prostor veći je za 2400 četvornih metara, a kapacitet za više od 3000 paletnih mjesta. Dugopolje je, uz Svetu Nedelju i Vukovar, jedno od naša tri skladišta u Hrvatskoj i glavno uporište za opskrbu juga zemlje.',
          '## Hladna komora i brže komisioniranje',
          'U novom dijelu nalazi se hladna komora s temperaturom od 2 do 8 °C za cjepiva, inzuline i druge termoosjetljive proizvode, s dvostrukim sustavom hlađenja i rezervnim napajanjem. Sustav komisioniranja sa svjetlosnim oznakama smanjuje mogućnost pogreške i skraćuje pripremu narudžbi, pa narudžbe zaprimljene do podneva u pravilu stižu u ljekarne istoga dana.',
          '## Sezona bez zastoja',
          'Ljeti se potražnja na obali i otocima višestruko povećava. Veći prostor omogućuje nam da zalihe pripremimo unaprijed i da u sezoni isporučujemo bez zastoja. Na krovu je postavljena sunčana elektrana koja pokriva dio potrošnje rashladnih uređaja.',
          'Proširenjem je otvoreno i četrnaest novih radnih mjesta u skladištu i transportu. Otvorene pozicije redovito objavljujemo na stranici Karijere.',
        ],
      },
      en: {
        slug: 'dugopolje-warehouse-grows-by-2400-square-metres',
        title: 'Our Dugopolje warehouse grows by 2,400 square metres',
        summary:
          'A new storage zone with a cold room and automated picking speeds up deliveries to pharmacies and hospitals in Dalmatia.',
        body: [
          'After ten months of construction, in May we opened the extension of our warehouse in Dugopolje. It adds 2,400 square metres of storage and room for more than 3,000 additional pallets. Together with Sveta Nedelja and Vukovar, Dugopolje is one of our three warehouses in Croatia and the main base for supplying the south of the country.',
          '## A cold room and faster picking',
          'The new section has a cold room kept at 2–8 °C for vaccines, insulins and other temperature-sensitive products, with a duplicated cooling system and backup power. A pick-to-light system reduces the chance of errors and shortens order preparation, so orders received by noon usually reach pharmacies the same day.',
          '## A peak season without bottlenecks',
          'In summer, demand on the coast and the islands multiplies. The extra space lets us build up stock in advance and deliver through the season without delays. Solar panels on the roof cover part of the energy used for refrigeration.',
          'The extension has also created fourteen new jobs in warehousing and transport. We post open positions on our Careers page.',
        ],
      },
    },
  },
];
