import * as migration_20261121_155513_initial from './20261121_155513_initial';
import * as migration_20261121_183048_leads_inbox from './20261121_183048_leads_inbox';

export const migrations = [
  {
    up: migration_20261121_155513_initial.up,
    down: migration_20261121_155513_initial.down,
    name: '20261121_155513_initial',
  },
  {
    up: migration_20261121_183048_leads_inbox.up,
    down: migration_20261121_183048_leads_inbox.down,
    name: '20261121_183048_leads_inbox'
  },
];
