import * as migration_20261121_155513_initial from './20261121_155513_initial';
import * as migration_20261121_182439_accounts from './20261121_182439_accounts';

export const migrations = [
  {
    up: migration_20261121_155513_initial.up,
    down: migration_20261121_155513_initial.down,
    name: '20261121_155513_initial',
  },
  {
    up: migration_20261121_182439_accounts.up,
    down: migration_20261121_182439_accounts.down,
    name: '20261121_182439_accounts'
  },
];
