import * as migration_20261124_145355_initial from './20261124_145355_initial';

export const migrations = [
  {
    up: migration_20261124_145355_initial.up,
    down: migration_20261124_145355_initial.down,
    name: '20261124_145355_initial'
  },
];
