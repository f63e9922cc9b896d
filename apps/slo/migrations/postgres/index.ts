import * as migration_20261126_023907_initial from './20261126_023907_initial';

export const migrations = [
  {
    up: migration_20261126_023907_initial.up,
    down: migration_20261126_023907_initial.down,
    name: '20261126_023907_initial'
  },
];
