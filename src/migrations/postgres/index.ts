import * as migration_20261121_155517_initial from './20261121_155517_initial';
import * as migration_20261121_183709_leads_private_files_step1 from './20261121_183709_leads_private_files_step1';
import * as migration_20261121_193955_shop from './20261121_193955_shop';
import * as migration_20261124_114646_mail_lease from './20261124_114646_mail_lease';
import * as migration_20261124_120021_staff_login_no_lockout from './20261124_120021_staff_login_no_lockout';
import * as migration_20261124_120410_hot_keywords_curated from './20261124_120410_hot_keywords_curated';
import * as migration_20261124_182842_payload_jobs from './20261124_182842_payload_jobs';
import * as migration_20261124_183027_upload_storage_fields from './20261124_183027_upload_storage_fields';

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
    name: '20261121_193955_shop',
  },
  {
    up: migration_20261124_114646_mail_lease.up,
    down: migration_20261124_114646_mail_lease.down,
    name: '20261124_114646_mail_lease',
  },
  {
    up: migration_20261124_120021_staff_login_no_lockout.up,
    down: migration_20261124_120021_staff_login_no_lockout.down,
    name: '20261124_120021_staff_login_no_lockout',
  },
  {
    up: migration_20261124_120410_hot_keywords_curated.up,
    down: migration_20261124_120410_hot_keywords_curated.down,
    name: '20261124_120410_hot_keywords_curated',
  },
  {
    up: migration_20261124_182842_payload_jobs.up,
    down: migration_20261124_182842_payload_jobs.down,
    name: '20261124_182842_payload_jobs'
  },
  {
    up: migration_20261124_183027_upload_storage_fields.up,
    down: migration_20261124_183027_upload_storage_fields.down,
    name: '20261124_183027_upload_storage_fields'
  },
];
