/** Notice of video surveillance (en). Retention from Market.legal.videoRetentionDays, as a counted phrase (company.legal.videoRetention*). */
export default {
  lead: 'Parts of our premises are under video surveillance. This notice explains why, what we record, who can see the recordings, how long we keep them and what rights you have.',
  sections: [
    {
      heading: 'Who carries out the surveillance',
      blocks: [
        {
          type: 'paragraph',
          text: 'The controller is {corporateName}, {seatAddress}. You can reach us at {companyEmail}, and our data protection officer at {dpoEmail}. Video surveillance is carried out in line with the rules on video surveillance of the applicable legislation ({dataProtectionLaw}).',
        },
      ],
    },
    {
      heading: 'Where the cameras are',
      blocks: [
        {
          type: 'list',
          items: [
            'entrances to our warehouses, distribution centres and offices;',
            'loading docks and goods-receipt areas;',
            'warehouse areas where medicines and medical devices are stored, including rooms for products with special storage requirements;',
            'car parks, yards and perimeter fences.',
          ],
        },
        {
          type: 'paragraph',
          text: 'There are no cameras in toilets, changing rooms, rest rooms or in offices used only for desk work, and the cameras are aimed so that they cover no more of neighbouring property or public areas than is unavoidable. Every monitored area is marked, before you enter it, with a sign that shows a camera symbol and tells you who the controller is and how to contact us.',
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          type: 'list',
          items: [
            'to protect the safety of employees, visitors and drivers on our premises;',
            'to protect property – medicines, medical devices, equipment and vehicles – against theft and damage;',
            'to prevent falsified or stolen medicines from entering the legitimate supply chain;',
            'to control entry to and exit from premises and storage areas, as good distribution practice requires.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not use video surveillance to monitor how employees perform their work, and we do not use the recordings for any purpose other than those listed here.',
        },
      ],
    },
    {
      heading: 'Legal basis',
      blocks: [
        {
          type: 'paragraph',
          text: 'The legal basis is our legitimate interest in protecting people and property (Art. 6(1)(f) GDPR), together with our legal obligations to store medicines securely and to control access to storage areas. We have assessed that this interest is not overridden by the rights of the people recorded, because the cameras cover only the areas that need protection and recordings are kept for a short time. Employees are informed about the surveillance in advance, as labour legislation requires.',
        },
      ],
    },
    {
      heading: 'What is recorded',
      blocks: [
        {
          type: 'paragraph',
          text: 'The cameras record images with the date and time; they do not record sound. We do not use facial recognition or any other biometric processing. A live picture is shown only to authorised security staff.',
        },
      ],
    },
    {
      heading: 'Who has access to recordings',
      blocks: [
        {
          type: 'paragraph',
          text: 'Recordings can be viewed only by persons authorised in writing by the management, such as the head of security and the manager of the site concerned, and by our security company acting as a processor under a contract. Each access is logged. We give recordings to the police, courts or insurers only where a law obliges us to or where they are needed to establish, exercise or defend legal claims.',
        },
      ],
    },
    {
      heading: 'How long we keep recordings',
      blocks: [
        {
          type: 'paragraph',
          text: 'Recordings are overwritten automatically after no more than {videoRetention}. A recording is kept longer only when it is needed as evidence in a specific case – an incident at work, an insurance claim or a criminal complaint – and then only until that case is closed.',
        },
      ],
    },
    {
      heading: 'How recordings are protected',
      blocks: [
        {
          type: 'paragraph',
          text: 'Recordings are stored on recorders in locked technical rooms at each site, not in a public cloud. The recorders are encrypted, each authorised person signs in with a personal account, and the system keeps a log of who viewed or exported which recording and when. An exported copy – for example for the police – is encrypted, handed over against a signed receipt and deleted once the case it was made for is closed.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          type: 'list',
          items: [
            'access to recordings in which you appear – please tell us the date, approximate time and place; other people in the picture will be masked;',
            'erasure of a recording, where there is no longer a reason to keep it;',
            'restriction of processing, for example so that a recording you need as evidence is not overwritten;',
            'objection to processing based on our legitimate interest.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Send your request to {dpoEmail} as soon as possible, because recordings are overwritten {videoRetentionAfter}. We will reply within one month at the latest.',
        },
      ],
    },
    {
      heading: 'Complaints',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you believe that the video surveillance infringes your rights, you may lodge a complaint with the supervisory authority. The competent authority is {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. More about how we process personal data is in our privacy policy.',
        },
      ],
    },
  ],
};
