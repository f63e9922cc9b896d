import * as migration_20261127_091713_baseline from './20261127_091713_baseline';

export const migrations = [
  {
    up: migration_20261127_091713_baseline.up,
    down: migration_20261127_091713_baseline.down,
    name: '20261127_091713_baseline'
  },
];
