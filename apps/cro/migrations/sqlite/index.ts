import * as migration_20261124_142941_initial from './20261124_142941_initial';

export const migrations = [
  {
    up: migration_20261124_142941_initial.up,
    down: migration_20261124_142941_initial.down,
    name: '20261124_142941_initial'
  },
];
