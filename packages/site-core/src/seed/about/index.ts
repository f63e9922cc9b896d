import { localizedContent } from '../../content/company/load';
import { aboutCopySchema } from '../../schema/company';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

/** The about page's copy in every locale: seed data. */
export const aboutModules = { hr, sl, bs, en };
export const aboutCopy = localizedContent('about', aboutCopySchema, aboutModules);
