import * as migration_20261124_145355_initial from './20261124_145355_initial';
import * as migration_20261126_061104_content_model from './20261126_061104_content_model';

export const migrations = [
  {
    up: migration_20261124_145355_initial.up,
    down: migration_20261124_145355_initial.down,
    name: '20261124_145355_initial',
  },
  {
    up: migration_20261126_061104_content_model.up,
    down: migration_20261126_061104_content_model.down,
    name: '20261126_061104_content_model'
  },
];
