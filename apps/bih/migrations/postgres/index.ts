import * as migration_20261126_023909_initial from './20261126_023909_initial';
import * as migration_20261126_061129_content_model from './20261126_061129_content_model';

export const migrations = [
  {
    up: migration_20261126_023909_initial.up,
    down: migration_20261126_023909_initial.down,
    name: '20261126_023909_initial',
  },
  {
    up: migration_20261126_061129_content_model.up,
    down: migration_20261126_061129_content_model.down,
    name: '20261126_061129_content_model'
  },
];
