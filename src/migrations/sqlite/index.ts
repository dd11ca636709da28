import * as migration_20261121_155513_initial from './20261121_155513_initial';

export const migrations = [
  {
    up: migration_20261121_155513_initial.up,
    down: migration_20261121_155513_initial.down,
    name: '20261121_155513_initial'
  },
];
