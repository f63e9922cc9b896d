import * as migration_20261127_041017_baseline from './20261127_041017_baseline';

export const migrations = [
  {
    up: migration_20261127_041017_baseline.up,
    down: migration_20261127_041017_baseline.down,
    name: '20261127_041017_baseline'
  },
];
