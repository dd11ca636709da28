import * as migration_20261121_155517_initial from './20261121_155517_initial';
import * as migration_20261121_183709_leads_private_files_step1 from './20261121_183709_leads_private_files_step1';
import * as migration_20261121_193955_shop from './20261121_193955_shop';

export const migrations = [
  {
    up: migration_20261121_155517_initial.up,
    down: migration_20261121_155517_initial.down,
    name: '20261121_155517_initial',
  },
  {
    up: migration_20261121_183709_leads_private_files_step1.up,
    down: migration_20261121_183709_leads_private_files_step1.down,
    name: '20261121_183709_leads_private_files_step1',
  },
  {
    up: migration_20261121_193955_shop.up,
    down: migration_20261121_193955_shop.down,
    name: '20261121_193955_shop'
  },
];
