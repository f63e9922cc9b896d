import * as migration_20261127_053749_baseline from './20261127_053749_baseline';

export const migrations = [
  {
    up: migration_20261127_053749_baseline.up,
    down: migration_20261127_053749_baseline.down,
    name: '20261127_053749_baseline'
  },
];
