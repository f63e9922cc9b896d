import * as migration_20261124_145340_initial from './20261124_145340_initial';

export const migrations = [
  {
    up: migration_20261124_145340_initial.up,
    down: migration_20261124_145340_initial.down,
    name: '20261124_145340_initial'
  },
];
