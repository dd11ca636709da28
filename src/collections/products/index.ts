import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  TextFieldSingleValidation,
} from 'payload'
import { editors, publishedOrEditors, staffOrSiteField } from '../../access/roles'
import {
  APPLICATIONS,
  EXPRESSION_SYSTEMS,
  PRODUCT_TYPES,
  SHIPPING_CONDITIONS,
  SPECIES,
  STOCK_STATES,
  TAG_POSITIONS,
  TAGS,
} from '../../domain/catalog/catalog'
import { ed50Fields, options, qcImagesField } from '../_shared/catalog-options'
import { demoField, label, localizedText, statusField } from '../_shared/fields'
import { moneyField } from '../_shared/money-field'
import { rowLabel } from '../_shared/row-label-component'
import { productImportExportEndpoints } from './endpoints/import-export'

type Siblings = { productType?: string | null; stock?: string | null }
const isKit = (data: Siblings | undefined) => data?.productType === 'kit'
const notKit = (data: Siblings | undefined) => !isKit(data)

/**
 * A catalog number is needed to publish, and no two products share one; a draft may be saved without one (a fresh
 * duplicate). Messages in the admin's language.
 */
const catalogNumberToPublish: TextFieldSingleValidation = async (value, { data, id, req }) => {
  const en = req.i18n?.language === 'en'
  const number = typeof value === 'string' ? value.trim() : ''
  if (!number) {
    // `_status` is what the Publish / Save draft buttons send (the `status` of the form is the stored one).
    const state = data as PublishState | undefined
    if ((state?._status ?? state?.status) !== 'published') return true
    return en ? 'A catalog number is required to publish the product' : '发布产品前请填写货号'
  }
  const taken = await req.payload.find({
    collection: 'products',
    where: { and: [{ catalogNumber: { equals: number } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: {},
  })
  if (taken.docs.length === 0) return true
  return en ? `Catalog number ${number} is already used by another product` : `货号 ${number} 已被其他产品使用`
}

type PublishState = { status?: string | null; _status?: string | null }

/**
 * Publishing (issue 22) uses Payload's drafts (`_status`: the Publish / Save draft / Unpublish buttons and the
 * scheduled publish and unpublish jobs of `schedulePublish`), while the site's reads, access rules and read models
 * keep filtering on `status`. The two always agree: a write that sets only `status` (the API, scripts, the seed)
 * sets `_status` too, and whatever Payload stores as `_status` (a draft save forces 'draft', a scheduled job sets
 * 'published' or 'draft') is copied to `status` before the row or version is written.
 */
const statusToDraftState: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  // A duplicate is saved as a draft (its `_status` is not copied from a published original).
  if (operation === 'create' && args.duplicateFromID != null) args.draft = true
  const data = args.data as PublishState | undefined
  if (data && data._status === undefined && (data.status === 'published' || data.status === 'draft')) {
    data._status = data.status
  }
  return args
}
const draftStateToStatus: CollectionBeforeChangeHook = ({ data }) => {
  const state = (data as PublishState)._status
  if (state === 'published' || state === 'draft') (data as PublishState).status = state
  return data
}

/** The catalogue. Prices are integer fen (CNY cents); a size without a price is sold on inquiry. */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: label('产品', 'Product'), plural: label('产品', 'Products') },
  admin: {
    useAsTitle: 'catalogNumber',
    defaultColumns: ['catalogNumber', 'name', 'category', 'isNew', 'isHot', 'status'],
    listSearchableFields: ['catalogNumber', 'name', 'synonyms'],
    // "预览 / Preview": the public page of the draft in hand, for staff (src/server/preview/draft-preview.ts).
    preview: (doc, { locale }) =>
      doc?.id ? `/api/preview?id=${doc.id}&locale=${locale === 'en' ? 'en' : 'cn'}` : null,
    group: label('产品', 'Catalogue'),
    // Export of the list's filter and the import with its preview (issue 22; aliases of issue 20).
    components: { beforeListTable: ['/collections/products/components/ProductImportExport#ProductImportExport'] },
  },
  endpoints: productImportExportEndpoints,
  // Drafts (a published product keeps its public version while staff save a draft of the next one), the draft
  // preview and scheduled publish / unpublish (Payload's `schedulePublish` task, run by src/server/jobs/runner.ts).
  versions: { maxPerDoc: 30, drafts: { schedulePublish: true, validate: true } },
  hooks: { beforeOperation: [statusToDraftState], beforeChange: [draftStateToStatus] },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: label('基本信息', 'Basics'),
          fields: [
            {
              type: 'row',
              fields: [
                {
                  // Needed to publish, not to keep a draft: a duplicate starts with none (issue 22). Drafts without
                  // one hold '' (the column stays NOT NULL, the type a string); unique among the filled ones: by
                  // `validate` with a message, and by the partial unique index of the migration
                  // 20261125_publishing (src/migrations/shared/catalog-number-index.ts), not Payload's `unique`,
                  // which would refuse a second empty draft.
                  name: 'catalogNumber',
                  type: 'text',
                  required: true,
                  defaultValue: '',
                  index: true,
                  label: label('货号', 'Catalog number'),
                  validate: catalogNumberToPublish,
                  hooks: {
                    beforeDuplicate: [() => ''],
                    beforeChange: [({ value }) => (typeof value === 'string' ? value.trim() : '')],
                  },
                },
                localizedText('name', '产品名称', 'Product name', { required: true }),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'category',
                  type: 'relationship',
                  relationTo: 'categories',
                  required: true,
                  index: true,
                  label: label('产品分类', 'Category'),
                },
                {
                  name: 'productType',
                  type: 'select',
                  defaultValue: 'protein',
                  options: options(PRODUCT_TYPES),
                  index: true,
                  label: label('产品类型', 'Product type'),
                  admin: {
                    description: label(
                      '试剂盒显示组分与操作摘要，不显示蛋白字段',
                      'Kits show their components and protocol, never the protein fields',
                    ),
                  },
                },
              ],
            },
            {
              name: 'synonyms',
              type: 'textarea',
              label: label('同义词（每行一个）', 'Synonyms (one per line)'),
              admin: {
                description: label(
                  '基因名、别名、中文名等，用于搜索',
                  'Gene symbol, aliases, Chinese names: used by search',
                ),
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'species',
                  type: 'select',
                  options: options(SPECIES),
                  index: true,
                  label: label('种属', 'Species'),
                },
                {
                  name: 'expressionSystem',
                  type: 'select',
                  options: options(EXPRESSION_SYSTEMS),
                  index: true,
                  label: label('表达系统', 'Expression system'),
                },
                { name: 'accession', type: 'text', label: label('登录号', 'Accession number') },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'geneSymbol',
                  type: 'text',
                  index: true,
                  label: label('基因名', 'Gene symbol'),
                  admin: { placeholder: 'IL6' },
                },
                {
                  name: 'ncbiGeneId',
                  type: 'text',
                  index: true,
                  label: label('NCBI Gene ID', 'NCBI Gene ID'),
                  admin: { placeholder: '3569' },
                },
              ],
            },
            {
              name: 'proteinNames',
              type: 'textarea',
              label: label('蛋白名称与别名（每行一个）', 'Protein names and aliases (one per line)'),
              admin: {
                description: label(
                  '用于搜索：全称、缩写、旧称等；UniProt 登录号填在“登录号”',
                  'Used by search: full names, abbreviations, former names; the UniProt accession goes in “Accession number”',
                ),
              },
            },
            {
              name: 'applications',
              type: 'select',
              hasMany: true,
              options: options(APPLICATIONS),
              label: label('应用', 'Applications'),
            },
            { name: 'description', type: 'textarea', localized: true, label: label('产品描述', 'Description') },
            { name: 'image', type: 'upload', relationTo: 'media', label: label('产品主图', 'Main image') },
            {
              name: 'related',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              // A self-relation: populated one level (the product page's related list), never recursively (issue 15.1).
              maxDepth: 1,
              label: label('相关产品', 'Related products'),
            },
          ],
        },
        {
          label: label('数据表', 'Datasheet'),
          description: label(
            '实验数值（纯度、内毒素、分子量）中英文共用；说明文字分语言填写',
            'Lab values (purity, endotoxin, molecular weight) are shared by both languages; notes are per language',
          ),
          fields: [
            {
              type: 'row',
              admin: { condition: notKit },
              fields: [
                { name: 'tag', type: 'select', options: options(TAGS), index: true, label: label('标签', 'Tag') },
                {
                  name: 'tagPosition',
                  type: 'select',
                  options: options(TAG_POSITIONS),
                  label: label('标签位置', 'Tag position'),
                },
                {
                  name: 'aminoAcidRange',
                  type: 'text',
                  label: label('氨基酸范围', 'Amino-acid range'),
                  admin: { placeholder: 'Met1-Thr208' },
                },
              ],
            },
            {
              name: 'sequence',
              type: 'textarea',
              label: label('氨基酸序列（可选）', 'Amino-acid sequence (optional)'),
              admin: { condition: notKit },
            },
            {
              type: 'row',
              admin: { condition: notKit },
              fields: [
                {
                  name: 'predictedMwKda',
                  type: 'number',
                  min: 0,
                  label: label('预测分子量（kDa）', 'Predicted molecular weight (kDa)'),
                },
                {
                  name: 'apparentMwKda',
                  type: 'text',
                  label: label('表观分子量（kDa）', 'Apparent molecular weight (kDa)'),
                  admin: { placeholder: '28-35' },
                },
                localizedText('mwNote', '分子量说明', 'Molecular weight note'),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'purityPercent',
                  type: 'number',
                  min: 0,
                  max: 100,
                  label: label('纯度（> %）', 'Purity (> %)'),
                },
                localizedText('purityNote', '纯度说明', 'Purity note', {
                  admin: { placeholder: 'SDS-PAGE, SEC-HPLC' },
                }),
              ],
            },
            {
              type: 'row',
              admin: { condition: notKit },
              fields: [
                {
                  name: 'endotoxinEuPerUg',
                  type: 'number',
                  min: 0,
                  label: label('内毒素（< EU/µg）', 'Endotoxin (< EU/µg)'),
                },
                localizedText('endotoxinNote', '内毒素说明', 'Endotoxin note', { admin: { placeholder: 'LAL' } }),
              ],
            },
            {
              name: 'bioactivity',
              type: 'textarea',
              localized: true,
              label: label('生物活性', 'Bioactivity'),
              admin: { condition: notKit },
            },
            ed50Fields(),
            {
              name: 'unitDefinition',
              type: 'textarea',
              localized: true,
              label: label('活性单位定义（酶）', 'Unit definition (enzymes)'),
              admin: { condition: (data: Siblings) => data?.productType === 'enzyme' },
            },
            localizedText('formulation', '配方', 'Formulation'),
            {
              name: 'reconstitution',
              type: 'textarea',
              localized: true,
              label: label('复溶方法', 'Reconstitution'),
            },
            localizedText('storage', '储存条件', 'Storage'),
            { name: 'stability', type: 'textarea', localized: true, label: label('稳定性', 'Stability') },
            {
              name: 'shipping',
              type: 'select',
              options: options(SHIPPING_CONDITIONS),
              label: label('运输条件', 'Shipping condition'),
            },
            qcImagesField('gallery', 'QC 图片', 'QC images'),
            {
              name: 'troubleshooting',
              type: 'textarea',
              localized: true,
              label: label('补充说明（常见问题页签）', 'Notes (troubleshooting tab)'),
              admin: {
                description: label(
                  '常见问题请在“常见问题”中按产品或分类维护；此处仅写本产品的补充说明',
                  'FAQ entries live in “FAQs” per product or category; write only this product’s extra notes here',
                ),
              },
            },
          ],
        },
        {
          label: label('试剂盒', 'Kit'),
          admin: { condition: isKit },
          fields: [
            {
              name: 'kitComponents',
              type: 'array',
              label: label('组分', 'Components'),
              labels: { singular: label('组分', 'Component'), plural: label('组分', 'Components') },
              admin: { components: { RowLabel: rowLabel('kitComponent', label('组分', 'Component')) } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    localizedText('name', '名称', 'Name', { required: true }),
                    { name: 'quantity', type: 'text', required: true, label: label('数量', 'Quantity') },
                    {
                      name: 'storage',
                      type: 'text',
                      label: label('储存', 'Storage'),
                      admin: { placeholder: '-20 °C' },
                    },
                  ],
                },
              ],
            },
            {
              name: 'protocolSummary',
              type: 'textarea',
              localized: true,
              label: label('操作摘要', 'Protocol summary'),
            },
          ],
        },
        {
          label: label('规格与库存', 'Sizes and stock'),
          fields: [
            {
              name: 'sizes',
              type: 'array',
              label: label('规格与价格', 'Sizes and prices'),
              labels: { singular: label('规格', 'Size'), plural: label('规格', 'Sizes') },
              admin: { components: { RowLabel: rowLabel('size', label('规格', 'Size')) } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'size', type: 'text', required: true, label: label('规格', 'Size') },
                    moneyField('priceFen', '价格（元）', 'Price (¥)', {
                      // Shown only to visitors in China, by the site itself (/api/v1, pages): never through
                      // /api/cms to the public, and not filterable there either (Payload refuses `where` on a
                      // field the caller cannot read).
                      access: { read: staffOrSiteField },
                      admin: { description: label('留空表示询价', 'Leave empty for price on inquiry') },
                    }),
                    {
                      name: 'stock',
                      type: 'select',
                      defaultValue: 'in-stock',
                      options: options(STOCK_STATES),
                      label: label('库存', 'Stock'),
                    },
                    {
                      name: 'leadTimeDays',
                      type: 'number',
                      min: 1,
                      max: 365,
                      label: label('发货天数', 'Ships in (days)'),
                      admin: {
                        condition: (_: unknown, sibling: Siblings) => sibling?.stock !== 'in-stock',
                        step: 1,
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label('批次', 'Lots'),
          fields: [
            {
              name: 'lots',
              type: 'join',
              collection: 'lots',
              on: 'product',
              defaultSort: '-manufacturedAt',
              label: label('批次', 'Lots'),
              admin: { defaultColumns: ['lotNumber', 'manufacturedAt', 'expiresAt', 'purityPercent', 'status'] },
            },
          ],
        },
        {
          label: label('文档', 'Documents'),
          fields: [
            {
              // The generated datasheet PDFs' previews (issue 19); a ui field has no column.
              name: 'generatedPdfs',
              type: 'ui',
              admin: {
                components: {
                  Field: {
                    path: '/collections/_shared/components/GeneratedPdfLinks#GeneratedPdfLinks',
                    clientProps: { kind: 'datasheet' },
                  },
                },
              },
            },
            {
              name: 'documents',
              type: 'join',
              collection: 'downloads',
              on: 'products',
              label: label('说明书、SDS 等', 'Manuals, SDS and other documents'),
              admin: { defaultColumns: ['title', 'kind', 'filename', 'status'] },
            },
          ],
        },
      ],
    },
    {
      name: 'isNew',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      hooks: { beforeDuplicate: [() => false] },
      label: label('新品', 'New product'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'isHot',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      hooks: { beforeDuplicate: [() => false] },
      label: label('热销', 'Hot product'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'isPopular',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      hooks: { beforeDuplicate: [() => false] },
      label: label('首页推荐', 'Popular (home page)'),
      admin: { position: 'sidebar' },
    },
    {
      // The hand-made order of the hot and popular lists (home page, /hotsproduct): lowest first, then the
      // catalog-number order for the products without one (issue 22).
      name: 'hotOrder',
      type: 'number',
      min: 0,
      max: 9999,
      label: label('推荐排序', 'Featured order'),
      hooks: { beforeDuplicate: [() => null] },
      admin: {
        position: 'sidebar',
        step: 1,
        condition: (data: { isHot?: boolean; isPopular?: boolean }) => Boolean(data?.isHot || data?.isPopular),
        description: label(
          '热销与首页推荐列表按此数字从小到大排列，未填写的排在后面',
          'Hot and popular lists show the lowest numbers first; products without one come after',
        ),
      },
    },
    // New products and duplicates are drafts until staff publish them (issue 22).
    // Set by the Publish / Unpublish buttons and scheduled jobs (`_status`, above); read-only in the admin.
    {
      ...statusField,
      defaultValue: 'draft',
      hooks: { beforeDuplicate: [() => 'draft'] },
      admin: {
        ...statusField.admin,
        readOnly: true,
        description: label(
          '用右上角的“发布”/“保存草稿”按钮或定时发布修改',
          'Changed by the Publish / Save draft buttons or a scheduled publish',
        ),
      },
    },
    demoField,
  ],
}
