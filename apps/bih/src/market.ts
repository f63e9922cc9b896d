import { marketDescriptor } from '@medivia/markets';
import type { MarketConfig } from '@medivia/site-core';
import bs from '../messages/bs.json';
import en from '../messages/en.json';

// Name, address, time zone and locales are the group's facts (@medivia/markets), shared with next.config and the proxy.
const { market: code, appName, siteUrl, timeZone, locales, country } = marketDescriptor('bih');

/**
 * The market of Bosnia and Herzegovina: bs (default, bs-BA) and en; the common portfolio.
 * Settings only: pages show what the back office publishes; an empty one is loaded from src/seed.
 */
export const market: MarketConfig = {
  market: code,
  appName,
  siteUrl,
  timeZone,
  locales,
  country,
  messages: { bs, en },
  features: {
    medicinalProducts: false,
    representedBrands: false,
    clinicalTrials: false,
    equipmentService: false,
    adverseEffectReports: false,
  },
  pharmacovigilanceMailbox: 'farmakovigilanca@medivia-ba.example',
  defaultMailFrom: 'web@medivia-ba.example',
  whistleblowing: {
    handler: {
      role: {
        bs: 'Povjerljiva osoba i njen zamjenik',
        en: 'The confidential person and their deputy',
      },
      email: 'povjerljiva.osoba@medivia-ba.example',
      phone: '+387 33 000 099',
      postalAddress:
        'Medivia d.o.o. Sarajevo, n/r povjerljive osobe – lično, Ulica primjera 9, 71000 Sarajevo',
    },
    law: {
      bs: 'Grupna politika prema Direktivi (EU) 2019/1937 i propisima entiteta o zaštiti lica koja prijavljuju korupciju',
      en: 'Group policy after Directive (EU) 2019/1937 and the entities’ laws protecting persons who report corruption',
    },
    feedbackPeriod: { months: 3 },
    externalChannels: [
      {
        name: {
          bs: 'Agencija za prevenciju korupcije i koordinaciju borbe protiv korupcije (APIK)',
          en: 'Agency for the Prevention of Corruption and Coordination of the Fight against Corruption (APIK)',
        },
        url: 'https://apik.ba/',
        about: {
          bs: 'za prijave korupcije na nivou Bosne i Hercegovine',
          en: 'for reports of corruption at the level of Bosnia and Herzegovina',
        },
      },
      {
        name: {
          bs: 'Policija i nadležno tužilaštvo',
          en: 'The police and the competent prosecutor’s office',
        },
        url: 'https://www.tuzilastvobih.gov.ba/',
        about: {
          bs: 'za krivična djela, u entitetu u kojem su počinjena',
          en: 'for criminal offences, in the entity where they were committed',
        },
      },
    ],
    retentionDays: 5 * 365,
  },
};
