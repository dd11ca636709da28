import * as migration_20261121_155513_initial from './20261121_155513_initial';
import * as migration_20261121_183647_leads_private_files_step1 from './20261121_183647_leads_private_files_step1';
import * as migration_20261121_193949_shop from './20261121_193949_shop';

export const migrations = [
  {
    up: migration_20261121_155513_initial.up,
    down: migration_20261121_155513_initial.down,
    name: '20261121_155513_initial',
  },
  {
    up: migration_20261121_183647_leads_private_files_step1.up,
    down: migration_20261121_183647_leads_private_files_step1.down,
    name: '20261121_183647_leads_private_files_step1',
  },
  {
    up: migration_20261121_193949_shop.up,
    down: migration_20261121_193949_shop.down,
    name: '20261121_193949_shop'
  },
];
