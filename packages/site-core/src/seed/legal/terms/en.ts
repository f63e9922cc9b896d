/** Terms of use (en). {Placeholders} come from Market.company and Market.legal. */
export default {
  lead: 'The terms that apply when you use {siteUrl}. By using the website you accept them; if you do not agree, please do not use it.',
  sections: [
    {
      heading: 'Who operates the website',
      blocks: [
        {
          type: 'paragraph',
          text: 'The website is operated by {corporateName}, {seatAddress}, {registrationNumber}, {taxId}. You can reach us at {companyEmail} or on {companyPhone}.',
        },
      ],
    },
    {
      heading: 'What the website is for',
      blocks: [
        {
          type: 'paragraph',
          text: 'The website presents our company, our departments and services, the brands we represent and our news and events. It gives general information to healthcare professionals, business partners, job seekers and the public. It is not an online shop: medicines and medical devices cannot be ordered or bought through it. Some pages are written primarily for healthcare professionals and say so.',
        },
      ],
    },
    {
      heading: 'Information about medicines is not medical advice',
      blocks: [
        {
          type: 'note',
          tone: 'warning',
          text: 'Information about medicines and medical devices on this website is general. It does not replace the advice of your doctor or pharmacist. Always read the package leaflet or instructions for use, and in an emergency call 112.',
        },
        {
          type: 'paragraph',
          text: 'Product descriptions reflect the approved documentation at the time of publication. If anything on the website differs from the summary of product characteristics, the package leaflet or the instructions for use, those documents prevail.',
        },
      ],
    },
    {
      heading: 'Reporting side effects',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you suspect a side effect of a medicine, talk to your doctor or pharmacist. You can also report it to us at {pharmacovigilanceMailbox}, or through the reporting form where the website offers one, or directly to {medicinesAgency} ({medicinesAgencyShort}). Please do not use the general contact form for this, so that your report reaches our pharmacovigilance team without delay.',
        },
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        {
          type: 'paragraph',
          text: 'The texts, drawings, illustrations and design of the website are protected by copyright and belong to us or to those who have licensed them to us. The names and trademarks of the brands we represent belong to their owners and are used with their permission.',
        },
        {
          type: 'list',
          items: [
            'You may view the pages, print them and save them for your own non-commercial use.',
            'You may quote short passages if you name the source and link to the page.',
            'You may not copy content for commercial purposes, alter it, present it within another website as if it were that site’s own, or extract it systematically by automated means without our written permission.',
          ],
        },
      ],
    },
    {
      heading: 'Using the contact form',
      blocks: [
        {
          type: 'paragraph',
          text: 'Please give accurate details so that we can reply. Do not send unlawful, offensive or advertising content, or files and links that could harm our systems; we may leave such messages unanswered. We reply on working days. A message sent through the form is not a binding order or offer until we confirm it in writing.',
        },
      ],
    },
    {
      heading: 'Links to other websites',
      blocks: [
        {
          type: 'paragraph',
          text: 'The website links to the sites of our sister companies, the organisations we support, manufacturers and public authorities. We have no control over those sites and are not responsible for their content or for how they handle personal data. A link does not mean that we endorse everything on the linked site.',
        },
      ],
    },
    {
      heading: 'Accuracy and availability',
      blocks: [
        {
          type: 'paragraph',
          text: 'We take care that the content is accurate and up to date, but we cannot guarantee that it is free of errors or complete at all times. Product ranges, availability and terms of sale are not binding unless confirmed in an offer or contract. We may change, interrupt or discontinue the website or parts of it, for example for maintenance, without prior notice.',
        },
      ],
    },
    {
      heading: 'Limitation of liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'To the extent permitted by law, we are not liable for damage arising from the use of the website or from being unable to use it, or from relying on its content. This does not limit our liability for damage caused intentionally or through gross negligence, for injury to life, body or health, or any other liability that cannot be excluded by law.',
        },
      ],
    },
    {
      heading: 'Privacy and cookies',
      blocks: [
        {
          type: 'paragraph',
          text: 'How we process personal data is explained in our privacy policy, and which cookies we use in our cookie policy. Questions about data protection can be sent to our data protection officer at {dpoEmail}.',
        },
      ],
    },
    {
      heading: 'Changes and applicable law',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may amend these terms; the version published on this page at the time you use the website applies. The terms are governed by the law of the country of our registered office. Disputes are decided by the competent court at our registered office, without prejudice to the mandatory rules that protect consumers.',
        },
      ],
    },
  ],
};
