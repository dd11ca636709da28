import * as migration_20261121_155513_initial from './20261121_155513_initial';
import * as migration_20261121_193715_shop from './20261121_193715_shop';

export const migrations = [
  {
    up: migration_20261121_155513_initial.up,
    down: migration_20261121_155513_initial.down,
    name: '20261121_155513_initial',
  },
  {
    up: migration_20261121_193715_shop.up,
    down: migration_20261121_193715_shop.down,
    name: '20261121_193715_shop'
  },
];
