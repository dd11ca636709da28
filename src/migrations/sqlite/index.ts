import * as migration_20261121_155513_initial from './20261121_155513_initial';
import * as migration_20261121_183647_leads_private_files_step1 from './20261121_183647_leads_private_files_step1';
import * as migration_20261121_193949_shop from './20261121_193949_shop';
import * as migration_20261124_114643_mail_lease from './20261124_114643_mail_lease';
import * as migration_20261124_120008_staff_login_no_lockout from './20261124_120008_staff_login_no_lockout';
import * as migration_20261124_120354_hot_keywords_curated from './20261124_120354_hot_keywords_curated';
import * as migration_20261124_182832_payload_jobs from './20261124_182832_payload_jobs';
import * as migration_20261124_183017_upload_storage_fields from './20261124_183017_upload_storage_fields';
import * as migration_20261124_214551_datasheet_lots_documents from './20261124_214551_datasheet_lots_documents';
import * as migration_20261124_220102_search_aliases from './20261124_220102_search_aliases';
import * as migration_20261125_005134_order_status_machine from './20261125_005134_order_status_machine';
import * as migration_20261125_011258_checkout_review from './20261125_011258_checkout_review';
import * as migration_20261125_012323_publishing from './20261125_012323_publishing';
import * as migration_20261125_014306_order_locale from './20261125_014306_order_locale';
import * as migration_20261125_021856_history_inbox from './20261125_021856_history_inbox';
import * as migration_20261125_040008_schedule_publish from './20261125_040008_schedule_publish';
import * as migration_20261127_141848_quotes from './20261127_141848_quotes';
import * as migration_20261127_174221_payment_proof from './20261127_174221_payment_proof';
import * as migration_20261127_182815_order_submitted_at from './20261127_182815_order_submitted_at';

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
    name: '20261121_193949_shop',
  },
  {
    up: migration_20261124_114643_mail_lease.up,
    down: migration_20261124_114643_mail_lease.down,
    name: '20261124_114643_mail_lease',
  },
  {
    up: migration_20261124_120008_staff_login_no_lockout.up,
    down: migration_20261124_120008_staff_login_no_lockout.down,
    name: '20261124_120008_staff_login_no_lockout',
  },
  {
    up: migration_20261124_120354_hot_keywords_curated.up,
    down: migration_20261124_120354_hot_keywords_curated.down,
    name: '20261124_120354_hot_keywords_curated',
  },
  {
    up: migration_20261124_182832_payload_jobs.up,
    down: migration_20261124_182832_payload_jobs.down,
    name: '20261124_182832_payload_jobs',
  },
  {
    up: migration_20261124_183017_upload_storage_fields.up,
    down: migration_20261124_183017_upload_storage_fields.down,
    name: '20261124_183017_upload_storage_fields',
  },
  {
    up: migration_20261124_214551_datasheet_lots_documents.up,
    down: migration_20261124_214551_datasheet_lots_documents.down,
    name: '20261124_214551_datasheet_lots_documents',
  },
  {
    up: migration_20261124_220102_search_aliases.up,
    down: migration_20261124_220102_search_aliases.down,
    name: '20261124_220102_search_aliases',
  },
  {
    up: migration_20261125_005134_order_status_machine.up,
    down: migration_20261125_005134_order_status_machine.down,
    name: '20261125_005134_order_status_machine',
  },
  {
    up: migration_20261125_011258_checkout_review.up,
    down: migration_20261125_011258_checkout_review.down,
    name: '20261125_011258_checkout_review',
  },
  {
    up: migration_20261125_012323_publishing.up,
    down: migration_20261125_012323_publishing.down,
    name: '20261125_012323_publishing',
  },
  {
    up: migration_20261125_014306_order_locale.up,
    down: migration_20261125_014306_order_locale.down,
    name: '20261125_014306_order_locale',
  },
  {
    up: migration_20261125_021856_history_inbox.up,
    down: migration_20261125_021856_history_inbox.down,
    name: '20261125_021856_history_inbox',
  },
  {
    up: migration_20261125_040008_schedule_publish.up,
    down: migration_20261125_040008_schedule_publish.down,
    name: '20261125_040008_schedule_publish',
  },
  {
    up: migration_20261127_141848_quotes.up,
    down: migration_20261127_141848_quotes.down,
    name: '20261127_141848_quotes',
  },
  {
    up: migration_20261127_174221_payment_proof.up,
    down: migration_20261127_174221_payment_proof.down,
    name: '20261127_174221_payment_proof',
  },
  {
    up: migration_20261127_182815_order_submitted_at.up,
    down: migration_20261127_182815_order_submitted_at.down,
    name: '20261127_182815_order_submitted_at',
  },
];
