import * as migration_20261121_155517_initial from './20261121_155517_initial';
import * as migration_20261121_182529_cart_orders from './20261121_182529_cart_orders';

export const migrations = [
  {
    up: migration_20261121_155517_initial.up,
    down: migration_20261121_155517_initial.down,
    name: '20261121_155517_initial',
  },
  {
    up: migration_20261121_182529_cart_orders.up,
    down: migration_20261121_182529_cart_orders.down,
    name: '20261121_182529_cart_orders'
  },
];
