import * as migration_20261127_091714_baseline from './20261127_091714_baseline';

export const migrations = [
  {
    up: migration_20261127_091714_baseline.up,
    down: migration_20261127_091714_baseline.down,
    name: '20261127_091714_baseline'
  },
];
