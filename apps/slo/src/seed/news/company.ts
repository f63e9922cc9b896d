import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Company news of the Slovenian site: the Trzin warehouse, certificates, vehicles. */
export const companyArticles: NewsArticle[] = [
  {
    id: 'trzin-warehouse',
    type: PostType.news,
    category: 'company',
    date: '2025-02-26',
    illustration: 'warehouse',
    related: ['new-vans-2026', 'iso-gdp-2026'],
    seeAlso: ['warehousingAndTransport', 'repackaging'],
    translations: {
      sl: {
        slug: 'novo-skladisce-v-trzinu',
        title: 'V Trzinu smo odprli novo skladišče',
        summary:
          'Sodobno skladišče s hladilnico in 1800 paletnimi mesti nam omogoča, da več kot 600 kupcev po Sloveniji oskrbujemo hitreje in zanesljiveje.',
        body: [
          'Februarja smo v Trzinu odprli novo skladišče, ki je nadomestilo dosedanje najete prostore v Ljubljani. Na 3200 kvadratnih metrih je prostora za 1800 palet, hladilnica s temperaturnim režimom od 2 do 8 °C pa je dvakrat večja od prejšnje.',
          '## Rast, ki je zahtevala več prostora',
          'V zadnjih letih je naše poslovanje v Sloveniji hitro raslo. Čisti prihodki od prodaje so se z 8,2 milijona evrov v letu 2021 povečali na 10,5 milijona evrov v letu 2023. Danes sodelujemo s 70 dobavitelji in oskrbujemo več kot 600 kupcev: lekarne, bolnišnice, zdravstvene domove, laboratorije, zobozdravstvene ordinacije in veterinarske ambulante.',
          '## Kaj se spremeni za kupce',
          'Skladišče je zasnovano po smernicah dobre distribucijske prakse (GDP). Temperaturo in vlago spremljamo neprekinjeno, podatki se shranjujejo samodejno, alarmni sistem pa ob vsakem odstopanju takoj obvesti dežurnega skrbnika. Zaradi boljše razporeditve prevzemnih in odpremnih ramp naročila pripravimo hitreje, zato naročila, oddana do 14. ure, praviloma dostavimo naslednji delovni dan.',
          'Nova lokacija ob avtocestnem priključku Trzin nam skrajša tudi pot do kupcev na Gorenjskem in Štajerskem. V novi stavbi sta svoje prostore dobila še oddelek za registracije in ekipa za sekundarno opremljanje, ki poskrbi za slovensko označevanje izdelkov.',
        ],
      },
      en: {
        slug: 'new-warehouse-in-trzin',
        title: 'We have opened a new warehouse in Trzin',
        summary:
          'A modern warehouse with a cold room and 1,800 pallet spaces lets us serve our 600-plus customers across Slovenia faster and more reliably.',
        body: [
          'In February we opened a new warehouse in Trzin, replacing the rented premises we had used in Ljubljana. Its 3,200 square metres hold 1,800 pallets, and the cold room, kept at 2–8 °C, is twice the size of the old one.',
          '## Growth that needed more room',
          'Our business in Slovenia has grown quickly in recent years. Net sales rose from 8.2 million euros in 2021 to 10.5 million euros in 2023. Today we work with 70 suppliers and serve more than 600 customers: pharmacies, hospitals, health centres, laboratories, dental practices and veterinary clinics.',
          '## What changes for customers',
          'The warehouse was designed to Good Distribution Practice (GDP) guidelines. Temperature and humidity are monitored around the clock, readings are stored automatically, and an alarm alerts the person on duty the moment anything drifts out of range. Better-placed loading docks let us prepare orders faster, so orders placed by 2 pm are usually delivered the next working day.',
          'Sitting right by the Trzin motorway junction also shortens the way to customers in the Gorenjska and Štajerska regions. Our regulatory affairs team and the repackaging team, which takes care of Slovenian labelling, have moved into the new building as well.',
        ],
      },
    },
  },
  {
    id: 'iso-gdp-2026',
    type: PostType.news,
    category: 'company',
    date: '2026-02-12',
    illustration: 'certificate',
    related: ['trzin-warehouse', 'new-vans-2026'],
    seeAlso: ['about'],
    translations: {
      sl: {
        slug: 'obnovljena-certifikata-iso-in-pregled-gdp',
        title: 'Obnovljena certifikata ISO 9001 in ISO 14001 ter uspešen pregled GDP',
        summary:
          'Zunanji presojevalci so potrdili skladnost našega sistema vodenja kakovosti in ravnanja z okoljem, pregled dobre distribucijske prakse pa se je končal brez večjih neskladij.',
        body: [
          'Januarja smo uspešno zaključili presojo za obnovo certifikatov ISO 9001:2015 za sistem vodenja kakovosti in ISO 14001:2015 za sistem ravnanja z okoljem. Presojevalca sta dva dni pregledovala postopke v skladišču v Trzinu, od prevzema blaga do odpreme in obravnave reklamacij.',
          '## Dobra distribucijska praksa',
          'Nekaj tednov pozneje smo gostili še redni inšpekcijski pregled dobre distribucijske prakse (GDP), ki ga je opravila Javna agencija za zdravila in medicinske pripomočke. Inšpektorji so pregledali kvalifikacijo hladilnice, temperaturno kartiranje skladišča, sledljivost serij in postopek odpoklica zdravil. Pregled se je končal brez kritičnih ali večjih neskladij.',
          '## Kaj to pomeni za partnerje',
          'Dobavitelji in kupci se lahko zanesejo, da z zdravili in medicinskimi pripomočki ravnamo po enakih pravilih kot druge družbe skupine Medivia, ki ima certifikate ISO 9001:2015 in ISO 14001:2015 ter potrdili GDP in GMP. Manjše predloge za izboljšave, ki so jih dali presojevalci, bomo uvedli do poletja.',
          'Kopije certifikatov in potrdil so na voljo na zahtevo. Pišite nam prek kontaktnega obrazca in izberite sektor kakovosti.',
        ],
      },
      en: {
        slug: 'iso-certificates-renewed-and-gdp-inspection-passed',
        title: 'ISO 9001 and ISO 14001 certificates renewed, GDP inspection passed',
        summary:
          'External auditors confirmed that our quality and environmental management systems conform, and the Good Distribution Practice inspection closed without any major findings.',
        body: [
          'In January we completed the audit for renewing our ISO 9001:2015 certificate for quality management and our ISO 14001:2015 certificate for environmental management. For two days the auditors reviewed our procedures at the Trzin warehouse, from receiving goods to dispatch and complaint handling.',
          '## Good Distribution Practice',
          'A few weeks later we hosted a routine Good Distribution Practice (GDP) inspection by the Agency for Medicinal Products and Medical Devices of the Republic of Slovenia. The inspectors looked at the qualification of our cold room, the temperature mapping of the warehouse, batch traceability and our recall procedure. The inspection closed with no critical or major findings.',
          '## What it means for our partners',
          'Suppliers and customers can rely on us to handle medicines and medical devices by the same rules as every other company of the Medivia group, which holds ISO 9001:2015 and ISO 14001:2015 certificates as well as GDP and GMP certification. We will put the auditors’ minor suggestions for improvement in place by the summer.',
          'Copies of our certificates are available on request. Write to us through the contact form and choose the quality department.',
        ],
      },
    },
  },
  {
    id: 'new-vans-2026',
    type: PostType.news,
    category: 'company',
    date: '2026-06-04',
    illustration: 'vehicles',
    related: ['trzin-warehouse', 'iso-gdp-2026'],
    seeAlso: ['warehousingAndTransport'],
    translations: {
      sl: {
        slug: 'stiri-nova-vozila-z-nadzorovano-temperaturo',
        title: 'Štiri nova dostavna vozila z nadzorovano temperaturo',
        summary:
          'Z novimi vozili skrajšujemo dostavne čase na Primorskem in v Pomurju, zdravila pa prevažamo v predpisanih temperaturnih pogojih.',
        body: [
          'Maja smo vozni park v Sloveniji okrepili s štirimi novimi dostavnimi vozili. Tovorni prostor vsakega je razdeljen na dva ločena dela: enega za izdelke, ki se hranijo pri sobni temperaturi (od 15 do 25 °C), in drugega za hladno verigo (od 2 do 8 °C).',
          '## Nadzor na vsakem kilometru',
          'Temperaturo spremljajo umerjeni senzorji, ki podatke sproti pošiljajo v naš sistem kakovosti. Če temperatura odstopa, voznik in dispečer takoj prejmeta opozorilo, zapis celotne vožnje pa je kupcem na voljo kot dokaz, da hladna veriga ni bila prekinjena.',
          '## Krajše poti do oddaljenih kupcev',
          'Nova vozila smo razporedili na proge proti Primorski in Pomurju, kjer smo doslej dostavljali v sodelovanju z zunanjim prevoznikom. Z lastnimi vozili bomo tudi v oddaljene kraje dostavljali naslednji delovni dan, obenem pa bomo lažje prilagajali termine dostav bolnišnicam in laboratorijem.',
          'Vozila izpolnjujejo emisijski standard Euro 6, dve izmed njih imata hibridni pogon. Vozniki so pred začetkom dela opravili usposabljanje o ravnanju z zdravili in o ukrepih ob izpadu hlajenja.',
        ],
      },
      en: {
        slug: 'four-new-temperature-controlled-vans',
        title: 'Four new temperature-controlled delivery vans',
        summary:
          'The new vans shorten delivery times to the Primorska and Pomurje regions and carry medicines in the prescribed temperature conditions.',
        body: [
          'In May we added four new delivery vans to our Slovenian fleet. Each cargo area is split into two separate compartments: one for products stored at room temperature (15–25 °C) and one for the cold chain (2–8 °C).',
          '## Watched every kilometre',
          'Calibrated sensors track the temperature and send readings to our quality system as they go. If the temperature drifts, the driver and the dispatcher are alerted immediately, and the record of the whole trip is available to customers as proof that the cold chain was never broken.',
          '## Shorter routes to distant customers',
          'The new vans serve the routes to Primorska and Pomurje, where until now we delivered together with an outside carrier. With our own vans we can deliver the next working day even to remote places, and it is easier to fit deliveries around the schedules of hospitals and laboratories.',
          'The vans meet the Euro 6 emission standard, and two of them are hybrids. Before starting, the drivers were trained in handling medicines and in what to do if the cooling fails.',
        ],
      },
    },
  },
];
