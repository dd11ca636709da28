import * as migration_20261121_155517_initial from './20261121_155517_initial';
import * as migration_20261121_183709_leads_private_files_step1 from './20261121_183709_leads_private_files_step1';
import * as migration_20261121_193955_shop from './20261121_193955_shop';
import * as migration_20261124_114646_mail_lease from './20261124_114646_mail_lease';
import * as migration_20261124_120021_staff_login_no_lockout from './20261124_120021_staff_login_no_lockout';
import * as migration_20261124_120410_hot_keywords_curated from './20261124_120410_hot_keywords_curated';
import * as migration_20261124_182842_payload_jobs from './20261124_182842_payload_jobs';
import * as migration_20261124_183027_upload_storage_fields from './20261124_183027_upload_storage_fields';
import * as migration_20261124_214602_datasheet_lots_documents from './20261124_214602_datasheet_lots_documents';
import * as migration_20261124_220110_search_aliases from './20261124_220110_search_aliases';
import * as migration_20261125_005156_order_status_machine from './20261125_005156_order_status_machine';
import * as migration_20261125_011313_checkout_review from './20261125_011313_checkout_review';
import * as migration_20261125_012348_publishing from './20261125_012348_publishing';
import * as migration_20261125_014335_order_locale from './20261125_014335_order_locale';
import * as migration_20261125_021902_history_inbox from './20261125_021902_history_inbox';
import * as migration_20261125_040021_schedule_publish from './20261125_040021_schedule_publish';
import * as migration_20261127_141910_quotes from './20261127_141910_quotes';
import * as migration_20261127_174240_payment_proof from './20261127_174240_payment_proof';
import * as migration_20261127_182819_order_submitted_at from './20261127_182819_order_submitted_at';

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
    name: '20261124_182842_payload_jobs',
  },
  {
    up: migration_20261124_183027_upload_storage_fields.up,
    down: migration_20261124_183027_upload_storage_fields.down,
    name: '20261124_183027_upload_storage_fields',
  },
  {
    up: migration_20261124_214602_datasheet_lots_documents.up,
    down: migration_20261124_214602_datasheet_lots_documents.down,
    name: '20261124_214602_datasheet_lots_documents',
  },
  {
    up: migration_20261124_220110_search_aliases.up,
    down: migration_20261124_220110_search_aliases.down,
    name: '20261124_220110_search_aliases',
  },
  {
    up: migration_20261125_005156_order_status_machine.up,
    down: migration_20261125_005156_order_status_machine.down,
    name: '20261125_005156_order_status_machine',
  },
  {
    up: migration_20261125_011313_checkout_review.up,
    down: migration_20261125_011313_checkout_review.down,
    name: '20261125_011313_checkout_review',
  },
  {
    up: migration_20261125_012348_publishing.up,
    down: migration_20261125_012348_publishing.down,
    name: '20261125_012348_publishing',
  },
  {
    up: migration_20261125_014335_order_locale.up,
    down: migration_20261125_014335_order_locale.down,
    name: '20261125_014335_order_locale',
  },
  {
    up: migration_20261125_021902_history_inbox.up,
    down: migration_20261125_021902_history_inbox.down,
    name: '20261125_021902_history_inbox',
  },
  {
    up: migration_20261125_040021_schedule_publish.up,
    down: migration_20261125_040021_schedule_publish.down,
    name: '20261125_040021_schedule_publish',
  },
  {
    up: migration_20261127_141910_quotes.up,
    down: migration_20261127_141910_quotes.down,
    name: '20261127_141910_quotes',
  },
  {
    up: migration_20261127_174240_payment_proof.up,
    down: migration_20261127_174240_payment_proof.down,
    name: '20261127_174240_payment_proof',
  },
  {
    up: migration_20261127_182819_order_submitted_at.up,
    down: migration_20261127_182819_order_submitted_at.down,
    name: '20261127_182819_order_submitted_at',
  },
];
