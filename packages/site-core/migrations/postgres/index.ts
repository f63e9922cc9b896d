import * as migration_20261127_041018_baseline from './20261127_041018_baseline';

export const migrations = [
  {
    up: migration_20261127_041018_baseline.up,
    down: migration_20261127_041018_baseline.down,
    name: '20261127_041018_baseline'
  },
];
