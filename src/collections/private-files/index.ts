import type { CollectionConfig, FieldHook } from 'payload'
import { admins, nobody, sales, salesField } from '../../access/roles'
import { label } from '../_shared/fields'
import { deleteStoredBytes } from './hooks/delete-stored-bytes'

/**
 * Files customers upload (ID card images, paper PDFs) for the paper award, and orders' PO files and payment
 * proofs. Not a Payload upload collection: the bytes live in the private file storage (src/services/storage: local disk outside public/, or a private
 * S3 bucket) under a random key, and only sales and admins download them, as attachments, through
 * GET /api/v1/private-files/:fileId. Customers know a file only by its opaque `fileId`, which one submission
 * may claim; unclaimed files are purged after UPLOAD_ORPHAN_HOURS (src/server/uploads/purge-uploads.ts).
 */
const downloadUrl: FieldHook = ({ siblingData }) =>
  typeof siblingData?.fileId === 'string' ? `/api/v1/private-files/${siblingData.fileId}` : undefined

export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: { singular: label('客户上传文件', 'Customer upload'), plural: label('客户上传文件', 'Customer uploads') },
  admin: {
    group: label('留言与申请', 'Inbox'),
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'purpose', 'mimeType', 'size', 'claimedAt'],
  },
  access: { read: sales, create: nobody, update: nobody, delete: admins },
  hooks: { afterDelete: [deleteStoredBytes] },
  fields: [
    {
      name: 'fileId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('文件编号', 'File id'),
      access: { read: salesField },
      admin: { readOnly: true },
    },
    {
      name: 'storageKey',
      type: 'text',
      required: true,
      label: label('存储键', 'Storage key'),
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      label: label('用途', 'Purpose'),
      options: [
        { value: 'id-image', label: label('身份证照片', 'ID card image') },
        { value: 'paper', label: label('文章文件', 'Paper file') },
        { value: 'payment-proof', label: label('付款凭证', 'Payment proof') },
      ],
      admin: { readOnly: true },
    },
    { name: 'originalName', type: 'text', label: label('文件名', 'File name'), admin: { readOnly: true } },
    { name: 'mimeType', type: 'text', required: true, label: label('类型', 'Type'), admin: { readOnly: true } },
    {
      name: 'size',
      type: 'number',
      required: true,
      label: label('大小（字节）', 'Size (bytes)'),
      admin: { readOnly: true },
    },
    { name: 'sha256', type: 'text', label: 'SHA-256', admin: { readOnly: true } },
    {
      name: 'uploadedAt',
      type: 'date',
      required: true,
      index: true,
      label: label('上传时间', 'Uploaded at'),
      admin: { readOnly: true },
    },
    {
      name: 'claimedAt',
      type: 'date',
      index: true,
      label: label('关联申请时间', 'Attached at'),
      admin: { readOnly: true },
    },
    {
      name: 'claimedBy',
      type: 'text',
      label: label('所属申请', 'Attached to'),
      admin: { readOnly: true },
    },
    {
      name: 'downloadUrl',
      type: 'text',
      virtual: true,
      label: label('下载（仅销售可见）', 'Download (sales only)'),
      access: { read: salesField },
      hooks: { afterRead: [downloadUrl] },
      admin: { readOnly: true },
    },
  ],
}
