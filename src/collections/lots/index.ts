import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { ed50Fields, qcImagesField } from '../_shared/catalog-options'
import { demoField, label, localizedText, statusField } from '../_shared/fields'

/**
 * A manufactured lot of a product (issue 19): its dates and measured values, QC images and certificate. The
 * product page shows the current lot (the newest published one not past its expiry); the COA-by-lot box answers
 * with the lot's certificate: the uploaded PDF when there is one, else the one generated from this record in the
 * visitor's language.
 */
export const Lots: CollectionConfig = {
  slug: 'lots',
  labels: { singular: label('批次', 'Lot'), plural: label('批次', 'Lots') },
  admin: {
    useAsTitle: 'lotNumber',
    defaultColumns: ['lotNumber', 'product', 'manufacturedAt', 'expiresAt', 'purityPercent', 'status'],
    listSearchableFields: ['lotNumber'],
    group: label('产品', 'Catalogue'),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  defaultSort: '-manufacturedAt',
  indexes: [{ fields: ['product', 'lotNumber'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          required: true,
          index: true,
          maxDepth: 0,
          label: label('产品', 'Product'),
        },
        { name: 'lotNumber', type: 'text', required: true, index: true, label: label('批号', 'Lot number') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'manufacturedAt',
          type: 'date',
          required: true,
          index: true,
          label: label('生产日期', 'Manufactured'),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
        },
        {
          name: 'expiresAt',
          type: 'date',
          required: true,
          label: label('有效期至', 'Expires'),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'concentrationMgPerMl',
          type: 'number',
          min: 0,
          label: label('实测浓度（mg/mL）', 'Measured concentration (mg/mL)'),
        },
        { name: 'purityPercent', type: 'number', min: 0, max: 100, label: label('纯度（%）', 'Purity (%)') },
        {
          name: 'endotoxinEuPerUg',
          type: 'number',
          min: 0,
          label: label('内毒素（EU/µg）', 'Endotoxin (EU/µg)'),
        },
      ],
    },
    ed50Fields(),
    localizedText('activityNote', '活性说明', 'Activity note'),
    qcImagesField('qcImages', '本批次 QC 图片', 'QC images of this lot'),
    {
      // The generated COA PDFs' previews (issue 19); a ui field has no column.
      name: 'generatedCoa',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/collections/_shared/components/GeneratedPdfLinks#GeneratedPdfLinks',
            clientProps: { kind: 'coa' },
          },
        },
      },
    },
    {
      name: 'coaFile',
      type: 'relationship',
      relationTo: 'coa-certificates',
      label: label('上传的 COA（可选）', 'Uploaded COA (optional)'),
      admin: {
        description: label(
          '留空时，COA 由本批次记录自动生成（中英文）',
          'When empty, the COA is generated from this lot record (Chinese and English)',
        ),
      },
    },
    statusField,
    demoField,
  ],
}
