/** Privacy policy (en). {Placeholders} come from Market.company and Market.legal. */
export default {
  lead: 'How {abbreviatedName} processes personal data when you visit this website, write to us, apply for a job or report a suspected side effect of a medicine – and what rights you have.',
  sections: [
    {
      heading: 'Who is responsible for your data',
      blocks: [
        {
          type: 'paragraph',
          text: 'The controller of your personal data is {corporateName}, {seatAddress}, {registrationNumber}, {taxId} (“we”). You can reach us at {companyEmail} or on {companyPhone}.',
        },
        {
          type: 'paragraph',
          text: 'We process personal data lawfully, fairly and transparently, only for specified purposes, to the extent necessary and for no longer than necessary. The legal framework we apply is: {dataProtectionLaw}.',
        },
      ],
    },
    {
      heading: 'Data protection officer',
      blocks: [
        {
          type: 'paragraph',
          text: 'We have appointed a data protection officer who handles all questions about the processing of personal data and the exercise of your rights. Write to {dpoEmail} or send a letter to our registered address marked “For the data protection officer”.',
        },
      ],
    },
    {
      heading: 'Visiting the website',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you open {siteUrl}, our server automatically records technical data: your IP address, the date and time of the request, the page requested, the referring page and your browser and operating system. We need this data to deliver the website, keep it secure and find faults. The legal basis is our legitimate interest in a secure and working website (Art. 6(1)(f) GDPR). Server logs are deleted after 30 days unless we need a particular entry to investigate an attack.',
        },
        {
          type: 'paragraph',
          text: 'Which cookies the website uses, and how you decide on optional ones, is explained in our cookie policy.',
        },
      ],
    },
    {
      heading: 'Contact form and e-mail',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you send us a message through the contact form, we process the department you chose, your name and surname, your e-mail address and the content of your message. We use them only to answer you and to handle your enquiry within the department concerned.',
        },
        {
          type: 'list',
          items: [
            'Where your enquiry concerns an order, an offer or an existing contract, the legal basis is the performance of a contract or steps taken at your request before entering into one (Art. 6(1)(b) GDPR).',
            'For all other enquiries, the legal basis is our legitimate interest in answering the people who contact us (Art. 6(1)(f) GDPR).',
            'To keep automated spam away from the form, a bot-protection service (Google reCAPTCHA) assesses the interaction with the page; this rests on our legitimate interest in protecting the form (Art. 6(1)(f) GDPR).',
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: 'Please do not use the general contact form to report side effects or to send us health information. Reports of suspected adverse reactions have their own channel, described below.',
        },
      ],
    },
    {
      heading: 'Job applications',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you apply for a position, we process the data in your application and CV – contact details, education, work experience and anything else you choose to tell us – in order to assess your application and conduct the selection process. The legal basis is taking steps at your request before entering into an employment contract (Art. 6(1)(b) GDPR). If you agree that we may keep your application for future openings, the legal basis for that is your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time without affecting earlier processing.',
        },
      ],
    },
    {
      heading: 'Reports of suspected side effects (pharmacovigilance)',
      blocks: [
        {
          type: 'paragraph',
          text: 'As a distributor and local representative of marketing authorisation holders, we must collect, record and forward reports of suspected adverse reactions to medicines. A report may reach us through the reporting form on the website, where it is available, by e-mail to {pharmacovigilanceMailbox} or by phone.',
        },
        {
          type: 'paragraph',
          text: 'We process the reporter’s contact details and profession, and about the patient only what is needed to assess the case: initials, age or age group, sex, weight, pregnancy or breastfeeding, the medicines taken and the description and outcome of the reaction. The legal basis is our legal obligation under medicines legislation (Art. 6(1)(c) GDPR); health data are processed for reasons of public interest in the area of public health, namely ensuring high standards of quality and safety of medicinal products (Art. 9(2)(i) GDPR). Reports are handled only by trained pharmacovigilance staff bound by professional secrecy.',
        },
      ],
    },
    {
      heading: 'Business partners and video surveillance',
      blocks: [
        {
          type: 'paragraph',
          text: 'We process the names and business contact details of the contact persons of our customers, suppliers and manufacturers in order to perform our contracts and meet our obligations under commercial, tax and medicines legislation (Art. 6(1)(b), (c) and (f) GDPR). Our premises are under video surveillance; purposes, retention and your rights are explained in the separate notice of video surveillance.',
        },
      ],
    },
    {
      heading: 'How long we keep data',
      blocks: [
        {
          type: 'list',
          items: [
            'Contact messages: for as long as needed to deal with your enquiry and for two years after our last exchange, or longer if the message becomes part of a contract file.',
            'Job applications: until the selection process ends and for six months afterwards; with your consent, for up to two years for future openings.',
            'Pharmacovigilance reports: for as long as the medicine concerned is authorised and for at least ten years after its marketing authorisation ceases to exist, as medicines legislation requires.',
            'Business records and invoices: for the periods prescribed by accounting and tax legislation, generally ten years or more.',
            'Video recordings: no longer than {videoRetention}, unless a recording is needed as evidence.',
          ],
        },
      ],
    },
    {
      heading: 'Who receives your data',
      blocks: [
        {
          type: 'paragraph',
          text: 'Your data are seen only by the employees who need them for their work. We also use carefully selected processors who act on our instructions under a data processing agreement:',
        },
        {
          type: 'list',
          items: [
            'our hosting and IT-maintenance providers in the European Union;',
            'Twilio SendGrid, which delivers the e-mails generated by the contact form;',
            'Google Ireland Limited, which provides the reCAPTCHA bot protection.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Pharmacovigilance reports are forwarded, as the law requires, to the marketing authorisation holder of the medicine and to the competent authority; in this market that authority is {medicinesAgency} ({medicinesAgencyShort}). We disclose data to courts, the police or other public authorities only where a law obliges us to. Other companies of the Medivia group receive data only where they provide shared services to us under a written agreement.',
        },
      ],
    },
    {
      heading: 'Transfers outside Europe',
      blocks: [
        {
          type: 'paragraph',
          text: 'Twilio SendGrid and Google may process data in the United States. Such transfers take place only where an adequate level of protection is ensured – on the basis of an adequacy decision such as the EU–US Data Privacy Framework, standard contractual clauses or another safeguard permitted by data protection law. You can ask our data protection officer for a copy of the safeguards we rely on.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          type: 'list',
          items: [
            'to obtain confirmation of whether we process your data and a copy of them (right of access);',
            'to have inaccurate data corrected or incomplete data completed;',
            'to have your data erased, where there is no longer a reason or legal obligation to keep them;',
            'to have processing restricted while, for example, the accuracy of the data is being checked;',
            'to receive data you provided to us in a structured, machine-readable format (data portability);',
            'to object at any time to processing based on our legitimate interest;',
            'to withdraw your consent at any time, without affecting processing carried out before the withdrawal.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Send your request to {dpoEmail}. We will reply without undue delay and at the latest within one month; for complex requests this period may be extended by two further months, in which case we will tell you why. We may ask you to confirm your identity. Note that data from pharmacovigilance reports cannot be erased while the law requires us to keep them.',
        },
      ],
    },
    {
      heading: 'Right to lodge a complaint',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you believe that we process your data unlawfully, you may lodge a complaint with the supervisory authority. The competent supervisory authority is {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. We would be grateful, however, if you gave our data protection officer the chance to resolve the matter first.',
        },
      ],
    },
    {
      heading: 'Security, automated decisions and changes',
      blocks: [
        {
          type: 'paragraph',
          text: 'The website is served only over an encrypted connection (HTTPS). Access to personal data is limited by role, logged and protected by strong authentication, and our staff are trained in data protection. We do not use your data for automated decision-making or profiling that would have legal or similarly significant effects on you.',
        },
        {
          type: 'paragraph',
          text: 'We review this policy at least once a year and whenever our processing changes. The date of the latest revision is shown at the top of the page.',
        },
      ],
    },
  ],
};
