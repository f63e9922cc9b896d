import { dijagnostika } from './dijagnostika';

/** Every department and service module, keyed by its file name (used in validation messages). */
export const areaModules: Record<string, unknown> = {
  dijagnostika,
};
