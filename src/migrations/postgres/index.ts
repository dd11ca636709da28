import * as migration_20261121_155517_initial from './20261121_155517_initial';
import * as migration_20261121_182448_accounts from './20261121_182448_accounts';

export const migrations = [
  {
    up: migration_20261121_155517_initial.up,
    down: migration_20261121_155517_initial.down,
    name: '20261121_155517_initial',
  },
  {
    up: migration_20261121_182448_accounts.up,
    down: migration_20261121_182448_accounts.down,
    name: '20261121_182448_accounts'
  },
];
