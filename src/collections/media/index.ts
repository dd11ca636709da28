import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { editors, publicThroughSiteOnly } from '../../access/roles'
import { dataDir } from '../../lib/paths'
import { demoField, label } from '../_shared/fields'
import { cleanUploadName } from '../_shared/hooks/clean-upload-name'

/** Public images: banners, category icons, article covers, the WeChat follow code. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('图片', 'Image'), plural: label('图片库', 'Images') },
  admin: { group: label('内容', 'Content') },
  access: { read: publicThroughSiteOnly(true), create: editors, update: editors, delete: editors },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    imageSizes: [
      { name: 'thumb', width: 400 },
      { name: 'wide', width: 1600 },
    ],
    formatOptions: { format: 'webp', options: { quality: 82 } },
  },
  hooks: { beforeOperation: [cleanUploadName] },
  fields: [{ name: 'alt', type: 'text', localized: true, label: label('替代文字', 'Alt text') }, demoField],
}
