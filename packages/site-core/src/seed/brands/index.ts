import { actinica } from './actinica';
import { carmolKapi } from './carmolKapi';
import { carmolPastile } from './carmolPastile';
import { cetaphil } from './cetaphil';
import { cochlear } from './cochlear';
import { cochlearDobrobit } from './cochlearDobrobit';
import { daylong } from './daylong';
import { embryolisse } from './embryolisse';
import { excipial } from './excipial';
import { galderma } from './galderma';
import { neostrata } from './neostrata';
import { nucleus } from './nucleus';
import { rowa } from './rowa';
import { rowachol } from './rowachol';
import { rowatinex } from './rowatinex';
import { schmidgall } from './schmidgall';
import { talika } from './talika';

/** Every brand module's copy, keyed by its file name as in content/portfolio/brands. */
export const brandCopyModules: Record<string, unknown> = {
  actinica,
  carmolKapi,
  carmolPastile,
  cetaphil,
  cochlear,
  cochlearDobrobit,
  daylong,
  embryolisse,
  excipial,
  galderma,
  neostrata,
  nucleus,
  rowa,
  rowachol,
  rowatinex,
  schmidgall,
  talika,
};
