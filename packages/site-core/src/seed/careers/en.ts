/** Careers (en). Open positions are market data (Market.openPositions). */
export default {
  lead: 'Behind every delivery to a pharmacy, hospital or laboratory there is a team of pharmacists, engineers, logisticians and sales people. Join us if you want your work to matter to patients.',
  intro: [
    'Here a warehouse operative, a regulatory specialist and a service engineer all know why their work matters: a medicine has to arrive on time and in perfect condition. We hire for skills and attitude, take onboarding seriously and like to promote from within.',
  ],
  why: [
    {
      title: 'Work that matters',
      text: 'What we store, deliver and service ends up in the hands of doctors, pharmacists and patients. You see the result of your work every day.',
    },
    {
      title: 'Room to grow',
      text: 'Many of our team leaders started in the warehouse, on delivery rounds or as interns. We plan careers together, not just jobs.',
    },
    {
      title: 'Expert colleagues',
      text: 'You will work alongside pharmacists, biomedical engineers, veterinarians and logistics specialists who are happy to share what they know.',
    },
    {
      title: 'A stable employer',
      text: 'More than three decades in business, in three countries, and long-standing partnerships with leading manufacturers from around the world.',
    },
  ],
  offer: [
    'A permanent contract after a successful probation period, for most positions',
    'Structured onboarding, including a week in the warehouse and on delivery rounds',
    'Paid professional training, congresses and manufacturer certifications',
    'Supplementary health insurance and an annual preventive check-up',
    'Flexible start times and hybrid work where the job allows it',
    'A Christmas bonus, holiday allowance and a contribution to commuting costs',
    'Team days, a sports programme and long-service awards',
  ],
  positionsIntro:
    'These are our open positions. Open one to read the full description and apply online with your CV. Cannot see the right role? Send us an open application – we are always glad to hear from good pharmacists, engineers and logisticians.',
  applySteps: [
    {
      title: 'Apply online',
      text: 'Open the position that interests you, fill in the short form and attach your CV as a PDF or Word file of up to 10 MB. A confirmation with a reference number will arrive by e-mail.',
    },
    {
      title: 'First conversation',
      text: 'If your experience fits the role, a colleague from HR will call you within two weeks for a short conversation.',
    },
    {
      title: 'Interview',
      text: 'You meet your future manager and, for specialist roles, work through a short practical task. Candidates for warehouse and delivery roles get a tour of the site.',
    },
    {
      title: 'Decision',
      text: 'We tell every candidate the outcome, whether or not we make them an offer.',
    },
  ],
  applyText:
    'No position that fits? Send an open application: the form below goes straight to our human resources team. Tell us what kind of work you are looking for.',
  privacyNote:
    'We use the data in your application only to run this selection process. We keep it until the process ends and for six months afterwards, unless you allow us to keep it longer for future openings; you can withdraw that consent at any time. The full details, including your rights, are in our privacy policy.',
};
