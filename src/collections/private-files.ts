import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { admins, nobody, sales } from '../access/roles'
import { dataDir } from '../lib/paths'
import { label } from './fields'

/**
 * Files customers upload (ID images, paper PDFs). Never public: stored outside any public folder and
 * served only to sales and admins.
 */
export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: { singular: label('客户上传文件', 'Customer upload'), plural: label('客户上传文件', 'Customer uploads') },
  admin: { group: label('留言与申请', 'Inbox') },
  access: { read: sales, create: nobody, update: nobody, delete: admins },
  upload: {
    staticDir: path.join(dataDir(), 'private'),
    mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
    disableLocalStorage: false,
  },
  fields: [{ name: 'purpose', type: 'text', label: label('用途', 'Purpose') }],
}
