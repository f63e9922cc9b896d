import * as migration_20261124_143441_initial from './20261124_143441_initial';

export const migrations = [
  {
    up: migration_20261124_143441_initial.up,
    down: migration_20261124_143441_initial.down,
    name: '20261124_143441_initial'
  },
];
