import * as migration_20261121_151941_initial from './20261121_151941_initial';

export const migrations = [
  {
    up: migration_20261121_151941_initial.up,
    down: migration_20261121_151941_initial.down,
    name: '20261121_151941_initial'
  },
];
