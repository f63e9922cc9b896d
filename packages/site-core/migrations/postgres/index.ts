import * as migration_20261127_085941_baseline from './20261127_085941_baseline';

export const migrations = [
  {
    up: migration_20261127_085941_baseline.up,
    down: migration_20261127_085941_baseline.down,
    name: '20261127_085941_baseline'
  },
];
