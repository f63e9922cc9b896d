/** About us (en): group history, mission and vision, certificates. Market facts come from Market. */
export default {
  lead: 'Since 1990 we have supplied pharmacies, hospitals, laboratories, dental and veterinary practices with medicines, medical devices and equipment – reliably, on time and with expert support.',
  intro: [
    'Medivia began with a simple idea: a healthcare professional should never have to wait for the medicine or consumable a patient needs. From a small warehouse in Sveta Nedelja we have grown into a group with companies in Croatia, Slovenia and Bosnia and Herzegovina, our own distribution centre, temperature-controlled vehicles and teams that specialise in individual fields of healthcare.',
    'Today we cover the whole journey of a product from manufacturer to user: import and registration, storage and transport under Good Distribution Practice, repackaging, user training and equipment service. Manufacturers trust us with their market; customers know they can pick up the phone whenever they need us.',
  ],
  historyIntro:
    'More than three decades of steady growth: from a single delivery van to a regional network of warehouses and offices.',
  history: [
    {
      year: 1990,
      title: 'Founded in Sveta Nedelja',
      text: 'A group of pharmacists founds the company so that pharmacies around Zagreb can get their medicines on the day they order them.',
      story: [
        'The first warehouse was a rented space of about three hundred square metres on the edge of Sveta Nedelja. Orders came in by phone and fax and were written into a ledger that the management still keeps. The entire fleet was one van, and the driver doubled as the warehouse keeper.',
        'In that first year we set the rule that still holds: an order received by noon is delivered the same day. Pharmacists noticed quickly, and the circle of some twenty pharmacies soon grew to include health centres and the first hospitals.',
        'The habit of having every new colleague spend their first week in the warehouse and on delivery rounds dates from those days too. Once you have seen how much a pharmacist depends on a delivery arriving on time, you do not forget it.',
      ],
    },
    {
      year: 1993,
      title: 'Wholesale authorisation',
      text: 'We receive our authorisation for the wholesale of medicinal products and extend deliveries to the whole of Croatia, from community to hospital pharmacies.',
    },
    {
      year: 1999,
      title: 'Diagnostics and dental',
      text: 'We launch our laboratory diagnostics and dental departments and hire our first field service engineers to install, maintain and calibrate analysers.',
    },
    {
      year: 2003,
      title: 'ISO 9001 and a warehouse in Vukovar',
      text: 'Our quality management system is certified to ISO 9001, and a new warehouse in Vukovar serves customers in eastern Croatia.',
    },
    {
      year: 2006,
      title: 'Medivia in Slovenia',
      text: 'We found our Slovenian company in Trzin near Ljubljana, bringing laboratory diagnostics, dental and veterinary ranges to customers there.',
    },
    {
      year: 2008,
      title: 'Sarajevo and animal health',
      text: 'We found our company for Bosnia and Herzegovina in Sarajevo and start an animal-health department for veterinary practices and farms.',
    },
    {
      year: 2011,
      title: 'A new distribution centre',
      text: 'We open a distribution centre in Sveta Nedelja with cold rooms and continuous temperature monitoring, built to Good Distribution Practice (GDP) guidelines.',
    },
    {
      year: 2013,
      title: 'Dugopolje and Rijeka',
      text: 'A warehouse in Dugopolje brings us closer to customers in Dalmatia, and an office in Rijeka looks after the Kvarner region, Istria and the islands.',
    },
    {
      year: 2016,
      title: 'Repackaging under GMP',
      text: 'We open a facility for the secondary packaging and relabelling of medicines that operates under Good Manufacturing Practice (GMP).',
    },
    {
      year: 2018,
      title: 'ISO 14001 certification',
      text: 'Our environmental management system is certified: we optimise delivery routes, separate packaging waste and cut energy use in our warehouses.',
    },
    {
      year: 2020,
      title: 'Supplying through the pandemic',
      text: 'Throughout the COVID-19 pandemic we do not miss a single day of deliveries, bringing tests, protective equipment and medicines to hospitals and laboratories outside normal hours as well.',
    },
    {
      year: 2024,
      title: 'Looking ahead',
      text: 'We renew our ISO 9001:2015 and ISO 14001:2015 certificates, put a solar power plant on the roof of the distribution centre and introduce electric delivery vans in city centres.',
    },
  ],
  mission:
    'We make sure that every pharmacy, hospital, laboratory and practice we work with has the right medicine, product or device at the right time – stored and delivered exactly as the manufacturer specifies – so that healthcare professionals can focus on their patients.',
  vision:
    'To be the most trusted healthcare distribution partner in the region: the company manufacturers entrust with their market and the one healthcare professionals call first.',
  values: [
    {
      title: 'Reliability',
      text: 'A promised delivery time is a commitment, not an estimate. That is why we plan stock ahead and track every shipment.',
    },
    {
      title: 'Quality without shortcuts',
      text: 'Temperature, batch traceability and complete paperwork are not formalities; they are what makes a medicine arrive safe.',
    },
    {
      title: 'Expertise',
      text: 'The pharmacists, engineers, biologists and veterinarians in our departments speak their customers’ language.',
    },
    {
      title: 'Responsibility',
      text: 'Towards patients, colleagues and the environment: from safety at work to every kilowatt-hour we save in the warehouse.',
    },
  ],
  certificatesIntro:
    'Our quality system is audited regularly by independent certification bodies and by the competent medicines authorities. The marks below are drawn for this page; copies of the certificates are available on request.',
  certificates: [
    {
      id: 'iso9001',
      title: 'ISO 9001:2015',
      text: 'Quality management covering purchasing, storage, distribution, repackaging and equipment service, with annual surveillance audits.',
    },
    {
      id: 'iso14001',
      title: 'ISO 14001:2015',
      text: 'Environmental management: route planning, separate waste collection, packaging disposal and energy monitoring.',
    },
    {
      id: 'gdp',
      title: 'GDP – Good Distribution Practice',
      text: 'Storage and transport of medicines under the EU guidelines: qualified vehicles, temperature-mapped warehouses and traceability of every batch.',
    },
    {
      id: 'gmp',
      title: 'GMP – Good Manufacturing Practice',
      text: 'Certificate of compliance for the secondary packaging and relabelling of medicines, issued after an inspection by the competent medicines authority.',
    },
  ],
  locationsIntro:
    'Warehouses and offices of the group. Tap a phone number to call straight from your mobile.',
  membershipsIntro:
    'We take part in the professional associations that shape the rules and standards of trading in medicines and medical devices.',
  companyInfoText:
    'Registered name, seat, registration and tax numbers, share capital, management and bank accounts.',
};
