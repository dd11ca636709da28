import * as migration_20261121_155513_initial from './20261121_155513_initial';
import * as migration_20261121_182654_channel_analytics_ip_hash from './20261121_182654_channel_analytics_ip_hash';

export const migrations = [
  {
    up: migration_20261121_155513_initial.up,
    down: migration_20261121_155513_initial.down,
    name: '20261121_155513_initial',
  },
  {
    up: migration_20261121_182654_channel_analytics_ip_hash.up,
    down: migration_20261121_182654_channel_analytics_ip_hash.down,
    name: '20261121_182654_channel_analytics_ip_hash'
  },
];
