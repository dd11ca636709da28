import type { CollectionConfig } from 'payload'
import { admins, nobody, sales } from '../../access/roles'
import { label } from '../_shared/fields'

/**
 * Channel analytics' detail records: the actions of a visit session (channel-sessions) that matter to sales.
 * Written only by the ingestion endpoint, in batches (src/server/analytics/channel-queue.ts).
 */
export const ChannelEvents: CollectionConfig = {
  slug: 'channel-events',
  labels: { singular: label('访问行为', 'Visit action'), plural: label('访问行为明细', 'Visit actions') },
  admin: {
    defaultColumns: ['sessionStorageId', 'operateType', 'operateTypeId', 'createdAt'],
    group: label('分析', 'Analytics'),
  },
  access: { read: sales, create: nobody, update: nobody, delete: admins },
  fields: [
    { name: 'sessionStorageId', type: 'text', required: true, index: true, label: label('会话ID', 'Session id') },
    { name: 'operateType', type: 'text', required: true, index: true, label: label('行为类型', 'Action type') },
    { name: 'operateTypeId', type: 'text', label: label('行为对象', 'Action target') },
    { name: 'source', type: 'text', label: label('来源', 'Source') },
  ],
}
