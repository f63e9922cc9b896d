import { documentsCopySchema } from '../schema';
import { localizedContent } from '../load';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

export const documentsModules = { hr, sl, bs, en };
export const documentsCopy = localizedContent('documents', documentsCopySchema, documentsModules);
