import path from 'node:path'
import { APIError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { admins, anyStaff, hasRole } from '../access/roles'
import { splitNumbers } from '../domain/coa'
import { dataDir } from '../lib/paths'
import { label } from './fields'

/** Where certificate PDFs are kept: under the private uploads, never served as static files. */
export function coaCertificateDir(): string {
  return path.join(dataDir(), 'private', 'coa')
}

/** Every PDF starts with this header (within its first 1024 bytes, in practice at byte 0). */
export function looksLikePdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1')
  return head.includes('%PDF-')
}

/**
 * Checks the upload really is a PDF (the header, not the name or the declared type) and stores the catalog and
 * lot numbers as the visitor will type them: trimmed, upper case.
 */
const checkCertificate: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  const file = req.file
  if (file?.data && !looksLikePdf(file.data)) {
    throw new APIError('只接受 PDF 文件 / Only PDF files are accepted', 400, undefined, true)
  }
  if (operation === 'create' && !file) {
    throw new APIError('请上传 PDF 文件 / Please upload the PDF file', 400, undefined, true)
  }
  if (data) {
    for (const key of ['catalogNumber', 'lotNumber'] as const) {
      if (typeof data[key] === 'string') data[key] = splitNumbers(data[key])[0] ?? ''
    }
  }
  return data
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
  hooks: { beforeValidate: [checkCertificate] },
  indexes: [{ fields: ['catalogNumber', 'lotNumber'], unique: true }],
  fields: [
    { name: 'catalogNumber', type: 'text', required: true, index: true, label: label('货号', 'Catalog number') },
    { name: 'lotNumber', type: 'text', required: true, index: true, label: label('批号', 'Lot number') },
  ],
}
