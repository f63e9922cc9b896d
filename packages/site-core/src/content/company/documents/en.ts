/** Documents (en): certificates, authorisations and forms, sent on request (the site hosts no files). */
export default {
  lead: 'Certificates, authorisations, policies and forms our customers and suppliers most often ask for.',
  availability:
    'Documents without a download link are sent on request, so that you always receive the current, signed version: our quality department sends copies as PDF files, usually within two working days. Name the document you need in your message.',
  items: [
    {
      id: 'iso9001',
      type: 'certificate',
      title: 'ISO 9001:2015 certificate – quality management system',
      description:
        'Scope: purchasing, storage and distribution of medicines and medical devices, repackaging and equipment service.',
      date: '2024-03-18',
    },
    {
      id: 'iso14001',
      type: 'certificate',
      title: 'ISO 14001:2015 certificate – environmental management system',
      description:
        'Covers all warehouses and offices of the company, including the delivery fleet.',
      date: '2024-03-18',
    },
    {
      id: 'gdp',
      type: 'certificate',
      title: 'Good Distribution Practice (GDP) certificate',
      description:
        'Issued by {medicinesAgencyShort} after an inspection of our storage and transport of medicines.',
      date: '2023-10-05',
    },
    {
      id: 'gmp',
      type: 'certificate',
      title: 'GMP certificate for secondary packaging',
      description:
        'Confirms compliance with Good Manufacturing Practice for the repackaging and relabelling of medicines.',
      date: '2023-06-12',
    },
    {
      id: 'wholesale',
      type: 'authorisation',
      title: 'Authorisation for the wholesale of medicinal products',
      description:
        'Issued by {medicinesAgency}; lists our storage sites and the responsible person.',
      date: '2022-01-20',
    },
    {
      id: 'policy',
      type: 'policy',
      title: 'Quality and environmental policy',
      description:
        'The commitments of our management on quality, patient safety and the environment.',
      date: '2024-01-15',
    },
    {
      id: 'customer',
      type: 'form',
      title: 'New customer data sheet',
      description:
        'For pharmacies, hospitals and practices opening an account with us; with a list of the licences we need.',
      date: '2024-05-02',
    },
    {
      id: 'returns',
      type: 'form',
      title: 'Returns and complaints form',
      description:
        'For returning goods or reporting a quality defect, damaged packaging or a temperature excursion.',
      date: '2024-05-02',
    },
    {
      id: 'supplier',
      type: 'form',
      title: 'Supplier qualification questionnaire',
      description: 'For manufacturers and suppliers who would like to work with us.',
      date: '2023-11-10',
    },
  ],
};
