import * as migration_20261121_155517_initial from './20261121_155517_initial';
import * as migration_20261121_193728_shop from './20261121_193728_shop';

export const migrations = [
  {
    up: migration_20261121_155517_initial.up,
    down: migration_20261121_155517_initial.down,
    name: '20261121_155517_initial',
  },
  {
    up: migration_20261121_193728_shop.up,
    down: migration_20261121_193728_shop.down,
    name: '20261121_193728_shop'
  },
];
