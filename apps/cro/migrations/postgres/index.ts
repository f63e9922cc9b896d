import * as migration_20261126_023858_initial from './20261126_023858_initial';

export const migrations = [
  {
    up: migration_20261126_023858_initial.up,
    down: migration_20261126_023858_initial.down,
    name: '20261126_023858_initial'
  },
];
