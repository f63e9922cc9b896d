import { localizedContent } from '../../content/company/load';
import { careersCopySchema } from '../../schema/company';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

/** The careers page's copy in every locale: seed data. */
export const careersModules = { hr, sl, bs, en };
export const careersCopy = localizedContent('careers', careersCopySchema, careersModules);
