/** Cookie policy (en). Necessary cookies only by default; analytics only after consent. */
export default {
  lead: 'What cookies are, which ones {siteUrl} uses and why, and how you decide about the optional ones.',
  sections: [
    {
      heading: 'What cookies are',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cookies are small text files that a website asks your browser to store on your computer or phone. When you come back, the browser sends them along, so the site can remember, for example, a choice you made. Similar technologies – such as data kept in your browser’s local storage – work in much the same way, and this policy covers them too.',
        },
        {
          type: 'paragraph',
          text: 'Cookies set by the site you are visiting are first-party cookies; those set by another service embedded in the page are third-party cookies. Session cookies disappear when you close the browser, while persistent cookies remain until they expire or you delete them.',
        },
      ],
    },
    {
      heading: 'Our approach',
      blocks: [
        {
          type: 'paragraph',
          text: 'This website is operated by {corporateName}. We keep cookies to a minimum. Without your consent we set only the cookies that are strictly necessary for the site to work and to stay secure. Analytics cookies are set only after you have actively agreed to them in the cookie banner, and we use no advertising cookies at all.',
        },
        {
          type: 'paragraph',
          text: 'Storing information on your device requires your consent unless it is strictly necessary for a service you asked for. That is the rule of the e-privacy legislation on electronic communications; the processing of any personal data that cookies contain is also governed by our privacy policy.',
        },
      ],
    },
    {
      heading: 'Strictly necessary cookies',
      blocks: [
        {
          type: 'paragraph',
          text: 'These cookies are needed for the functions you use and cannot be switched off in our systems. They do not track you across other websites.',
        },
        {
          type: 'list',
          items: [
            'cc_cookie – records your cookie choice: the categories you chose, when, the version of this policy it applies to and a random consent identifier, so that the banner does not reappear on every page and we can show that you agreed; first-party, kept for 6 months. When this policy changes, we ask you again.',
            '_GRECAPTCHA – set by Google reCAPTCHA when you open the contact form or the adverse-reaction report form, to tell real visitors from automated spam; third-party, kept for 6 months.',
            'Session storage in your browser (not cookies, never sent to us, deleted when you close the tab): the progress of an adverse-reaction report you have not sent yet, so that a reload does not lose it; a note that the site’s typeface has already been downloaded, so later pages show it at once; and the time of an automatic reload after a site update, so that it happens only once.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The legal basis for these cookies is our legitimate interest in providing a working and secure website (Art. 6(1)(f) GDPR); no consent is needed for them.',
        },
      ],
    },
    {
      heading: 'Analytics cookies – only with your consent',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you agree, we use a web-analytics service to count visits and see which pages are useful and which are hard to find. This helps us improve the content for healthcare professionals, partners and patients. Until you agree, no analytics script is loaded and no analytics cookie is set.',
        },
        {
          type: 'list',
          items: [
            '_ga – distinguishes one browser from another so that visits can be counted; kept for 2 years.',
            '_ga_<ID> – keeps the state of the current visit; kept for 2 years.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We look at analytics data only in aggregate, we do not combine it with other data about you and we do not use it for advertising. The legal basis is your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',
        },
      ],
    },
    {
      heading: 'Third-party services and transfers',
      blocks: [
        {
          type: 'paragraph',
          text: 'Google reCAPTCHA is provided by Google Ireland Limited. To tell people from bots it evaluates information such as your IP address, browser settings and how you interact with the page, and Google may process this data in the United States under the EU–US Data Privacy Framework. If you accept analytics, the analytics provider processes visit data on our behalf as a processor, under a data processing agreement, and may not use it for its own purposes.',
        },
        {
          type: 'paragraph',
          text: 'Websites we link to, such as those of manufacturers, sister companies or public authorities, set their own cookies under their own policies. Please read their cookie notices when you visit them.',
        },
      ],
    },
    {
      heading: 'What we do not use',
      blocks: [
        {
          type: 'list',
          items: [
            'advertising or retargeting cookies;',
            'social-media tracking pixels or “like” buttons that load content from social networks;',
            'cookies that build a profile of you across different websites.',
          ],
        },
      ],
    },
    {
      heading: 'Changing your choice',
      blocks: [
        {
          type: 'paragraph',
          text: 'On your first visit a banner asks which optional cookies you accept; “Reject all” sits beside “Accept all” and is just as easy to choose, and no optional cookie is ticked in advance. You can change your mind at any time with the “Cookie settings” button at the bottom of every page, or by deleting this site’s cookies in your browser, after which we will ask you again. When you withdraw consent we delete the analytics cookies; the withdrawal does not affect the lawfulness of processing before it.',
        },
        {
          type: 'paragraph',
          text: 'You can also block or delete cookies in your browser settings (Chrome, Firefox, Safari and Edge each have a “Privacy” or “Cookies” section). If you block necessary cookies, parts of the site, such as the contact form, may not work.',
        },
      ],
    },
    {
      heading: 'More information',
      blocks: [
        {
          type: 'paragraph',
          text: 'How we handle personal data in general is described in our privacy policy. For any question about cookies, write to our data protection officer at {dpoEmail}. If you believe your rights have been infringed, you may lodge a complaint with {supervisoryAuthority} ({supervisoryAuthorityShort}).',
        },
      ],
    },
  ],
};
