import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { admins, anyStaff, hasRole } from '../../access/roles'
import { dataDir } from '../../lib/paths'
import { label } from '../_shared/fields'
import { cleanUploadName } from '../_shared/hooks/clean-upload-name'
import { checkCertificate } from './hooks/check-certificate'

/** Where certificate PDFs are kept: under the private uploads, never served as static files. */
export function coaCertificateDir(): string {
  return path.join(dataDir(), 'private', 'coa')
}

const staffWithCoa = ({ req }: { req: { user?: unknown } }) =>
  hasRole(req.user as Parameters<typeof hasRole>[0], 'sales', 'editor')

/**
 * Certificates of analysis, one PDF per catalog number and lot number (spec sections 1 and 3). Staff only:
 * stored outside any public folder and served by Payload only to staff. A visitor gets a certificate solely
 * through POST /api/v1/coa when the catalog and lot numbers they typed match, as a one-time link that expires
 * after ten minutes (GET /api/v1/coa/file/:token).
 */
export const CoaCertificates: CollectionConfig = {
  slug: 'coa-certificates',
  labels: { singular: label('COA 证书', 'COA certificate'), plural: label('COA 证书', 'COA certificates') },
  admin: {
    useAsTitle: 'catalogNumber',
    defaultColumns: ['catalogNumber', 'lotNumber', 'filename', 'updatedAt'],
    listSearchableFields: ['catalogNumber', 'lotNumber'],
    group: label('留言与申请', 'Inbox'),
    description: label(
      '每个货号和批号上传一份 PDF。访客在 COA 下载表单中填写匹配的货号和批号后，获得一次性下载链接（10 分钟有效）。',
      'One PDF per catalog number and lot number. A visitor whose COA form names a matching catalog and lot gets a one-time download link (valid 10 minutes).',
    ),
  },
  access: { read: anyStaff, create: staffWithCoa, update: staffWithCoa, delete: admins },
  upload: {
    staticDir: coaCertificateDir(),
    mimeTypes: ['application/pdf'],
    disableLocalStorage: false,
  },
  hooks: { beforeOperation: [cleanUploadName], beforeValidate: [checkCertificate] },
  indexes: [{ fields: ['catalogNumber', 'lotNumber'], unique: true }],
  fields: [
    { name: 'catalogNumber', type: 'text', required: true, index: true, label: label('货号', 'Catalog number') },
    { name: 'lotNumber', type: 'text', required: true, index: true, label: label('批号', 'Lot number') },
  ],
}
