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

/** Every brand module, keyed by its file name (used in validation messages). */
export const brandModules: Record<string, unknown> = {
  galderma,
  actinica,
  cetaphil,
  excipial,
  daylong,
  neostrata,
  talika,
  embryolisse,
  rowa,
  rowatinex,
  rowachol,
  schmidgall,
  carmolKapi,
  carmolPastile,
  cochlear,
  nucleus,
  cochlearDobrobit,
};
