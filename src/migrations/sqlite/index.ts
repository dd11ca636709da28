import * as migration_20261121_155513_initial from './20261121_155513_initial';
import * as migration_20261121_192729_shop from './20261121_192729_shop';

export const migrations = [
  {
    up: migration_20261121_155513_initial.up,
    down: migration_20261121_155513_initial.down,
    name: '20261121_155513_initial',
  },
  {
    up: migration_20261121_192729_shop.up,
    down: migration_20261121_192729_shop.down,
    name: '20261121_192729_shop'
  },
];
