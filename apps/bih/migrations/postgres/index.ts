import * as migration_20261126_023909_initial from './20261126_023909_initial';

export const migrations = [
  {
    up: migration_20261126_023909_initial.up,
    down: migration_20261126_023909_initial.down,
    name: '20261126_023909_initial'
  },
];
