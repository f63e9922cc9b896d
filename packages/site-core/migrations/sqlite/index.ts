import * as migration_20261208_023450_baseline from './20261208_023450_baseline';

export const migrations = [
  {
    up: migration_20261208_023450_baseline.up,
    down: migration_20261208_023450_baseline.down,
    name: '20261208_023450_baseline'
  },
];
