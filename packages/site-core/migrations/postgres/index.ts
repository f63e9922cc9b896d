import * as migration_20261127_114934_baseline from './20261127_114934_baseline';

export const migrations = [
  {
    up: migration_20261127_114934_baseline.up,
    down: migration_20261127_114934_baseline.down,
    name: '20261127_114934_baseline'
  },
];
