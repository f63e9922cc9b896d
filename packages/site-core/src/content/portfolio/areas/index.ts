import { dijagnostika } from './dijagnostika';
import { klinickeStudije } from './klinickeStudije';
import { lijekovi } from './lijekovi';
import { marketing } from './marketing';
import { medicinskaOprema } from './medicinskaOprema';
import { registracije } from './registracije';
import { sekundarnoOpremanje } from './sekundarnoOpremanje';
import { servis } from './servis';
import { skladistenje } from './skladistenje';
import { stomatologija } from './stomatologija';
import { veterina } from './veterina';

/** Every department and service module, keyed by its file name (used in validation messages). */
export const areaModules: Record<string, unknown> = {
  lijekovi,
  dijagnostika,
  veterina,
  stomatologija,
  marketing,
  medicinskaOprema,
  skladistenje,
  registracije,
  klinickeStudije,
  sekundarnoOpremanje,
  servis,
};
