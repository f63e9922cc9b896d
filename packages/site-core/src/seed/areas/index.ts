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

/** Every area module's copy, keyed by its file name as in content/portfolio/areas. */
export const areaCopyModules: Record<string, unknown> = {
  dijagnostika,
  klinickeStudije,
  lijekovi,
  marketing,
  medicinskaOprema,
  registracije,
  sekundarnoOpremanje,
  servis,
  skladistenje,
  stomatologija,
  veterina,
};
