import { legalCopySchema } from '../../../schema/company';
import { localizedContent } from '../../../content/company/load';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

export const videoModules = { hr, sl, bs, en };
export const videoCopy = localizedContent('legal/video', legalCopySchema, videoModules);
