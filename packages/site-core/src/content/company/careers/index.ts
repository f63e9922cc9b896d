import { careersCopySchema } from '../schema';
import { localizedContent } from '../load';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

export const careersModules = { hr, sl, bs, en };
export const careersCopy = localizedContent('careers', careersCopySchema, careersModules);
