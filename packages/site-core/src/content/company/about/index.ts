import { aboutCopySchema } from '../schema';
import { localizedContent } from '../load';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

export const aboutModules = { hr, sl, bs, en };
export const aboutCopy = localizedContent('about', aboutCopySchema, aboutModules);
