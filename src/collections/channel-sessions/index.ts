import type { CollectionConfig } from 'payload'
import { admins, nobody, sales } from '../../access/roles'
import { label } from '../_shared/fields'
import { channelReportEndpoints } from './endpoints/channel-report'

/**
 * Channel analytics (spec sections 3 and 7): one record per browser session with its traffic source, and
 * detail records for the actions that matter to sales (channel-events). Written only by the ingestion endpoints (batched, straight
 * into these tables: src/server/analytics/channel-queue.ts); `createdAt` is the time the server received the
 * record. No raw IP. Rows older than ANALYTICS_RETENTION_DAYS (default 180) are purged.
 */
export const ChannelSessions: CollectionConfig = {
  slug: 'channel-sessions',
  labels: { singular: label('访问会话', 'Visit session'), plural: label('渠道分析', 'Channel analytics') },
  admin: {
    useAsTitle: 'sessionStorageId',
    defaultColumns: ['source', 'sourceValue', 'userType', 'createdAt'],
    group: label('分析', 'Analytics'),
  },
  access: { read: sales, create: nobody, update: nobody, delete: admins },
  endpoints: channelReportEndpoints,
  fields: [
    {
      name: 'sessionStorageId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('会话ID', 'Session id'),
    },
    { name: 'userName', type: 'text', label: label('用户名', 'User name') },
    {
      name: 'userType',
      type: 'select',
      label: label('用户类型', 'User type'),
      options: [
        { value: 'platform', label: label('平台用户', 'Platform user') },
        { value: 'external', label: label('外部用户', 'External user') },
      ],
    },
    { name: 'source', type: 'text', index: true, label: label('来源', 'Source') },
    { name: 'sourceValue', type: 'text', label: label('来源值', 'Source value') },
    {
      name: 'ipHash',
      type: 'text',
      label: label('网段摘要', 'Network hash'),
      admin: {
        description: label(
          '访问者 IP 截断（IPv4 /24，IPv6 /48）后的密钥哈希，不保存原始 IP',
          'Keyed hash of the truncated visitor IP (IPv4 /24, IPv6 /48); the raw IP is never stored',
        ),
      },
    },
  ],
}
