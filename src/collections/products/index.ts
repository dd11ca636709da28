import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors, staffOrSiteField } from '../../access/roles'
import { EXPRESSION_SYSTEMS, SPECIES, TAGS } from '../../domain/catalog/catalog'
import { demoField, label, localizedText, statusField } from '../_shared/fields'

const optionLabels: Record<string, { zh: string; en: string }> = {
  human: label('人', 'Human'),
  mouse: label('小鼠', 'Mouse'),
  rat: label('大鼠', 'Rat'),
  cynomolgus: label('食蟹猴', 'Cynomolgus'),
  'sars-cov-2': label('新冠病毒', 'SARS-CoV-2'),
  influenza: label('流感病毒', 'Influenza virus'),
  bacteriophage: label('噬菌体', 'Bacteriophage'),
  'e-coli': label('大肠杆菌', 'E. coli'),
  other: label('其他', 'Other'),
  'tag-free': label('无标签', 'Tag free'),
  his: label('His', 'His'),
  hfc: label('hFc', 'hFc'),
  mfc: label('mFc', 'mFc'),
  flag: label('Flag', 'Flag'),
  'his-avi': label('His-Avi', 'His-Avi'),
  'fc-avi': label('Fc-Avi', 'Fc-Avi'),
  gst: label('GST', 'GST'),
  strep: label('Strep', 'Strep'),
  'llama-fc': label('Llama Fc', 'Llama Fc'),
  yeast: label('酵母细胞', 'Yeast cells'),
  insect: label('昆虫细胞', 'Insect cells'),
  mammalian: label('哺乳动物细胞', 'Mammalian cells'),
  hek293: label('HEK293细胞', 'HEK293 cells'),
  cho: label('CHO细胞', 'CHO cells'),
  none: label('不适用', 'Not applicable'),
}

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: optionLabels[value] ?? label(value, value) }))

/** The catalogue. Prices are integer fen (CNY cents); a size without a price is sold on inquiry. */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: label('产品', 'Product'), plural: label('产品', 'Products') },
  admin: {
    useAsTitle: 'catalogNumber',
    defaultColumns: ['catalogNumber', 'name', 'category', 'isNew', 'isHot', 'status'],
    listSearchableFields: ['catalogNumber', 'name', 'synonyms'],
    group: label('产品', 'Catalogue'),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'catalogNumber',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: label('货号', 'Catalog number'),
        },
        localizedText('name', '产品名称', 'Product name', { required: true }),
      ],
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      label: label('产品分类', 'Category'),
    },
    {
      name: 'synonyms',
      type: 'textarea',
      label: label('同义词（每行一个）', 'Synonyms (one per line)'),
      admin: {
        description: label('基因名、别名、中文名等，用于搜索', 'Gene symbol, aliases, Chinese names: used by search'),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'species', type: 'select', options: options(SPECIES), index: true, label: label('种属', 'Species') },
        { name: 'tag', type: 'select', options: options(TAGS), index: true, label: label('标签', 'Tag') },
        {
          name: 'expressionSystem',
          type: 'select',
          options: options(EXPRESSION_SYSTEMS),
          label: label('表达系统', 'Expression system'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'accession', type: 'text', label: label('登录号', 'Accession number') },
        { name: 'molecularWeight', type: 'text', label: label('分子量', 'Molecular weight') },
      ],
    },
    localizedText('purity', '纯度', 'Purity'),
    localizedText('endotoxin', '内毒素', 'Endotoxin'),
    localizedText('formulation', '配方', 'Formulation'),
    localizedText('storage', '储存条件', 'Storage'),
    { name: 'description', type: 'textarea', localized: true, label: label('产品描述', 'Description') },
    { name: 'troubleshooting', type: 'textarea', localized: true, label: label('常见问题', 'Troubleshooting') },
    {
      name: 'sizes',
      type: 'array',
      label: label('规格与价格', 'Sizes and prices'),
      labels: { singular: label('规格', 'Size'), plural: label('规格', 'Sizes') },
      fields: [
        { name: 'size', type: 'text', required: true, label: label('规格', 'Size') },
        {
          name: 'priceFen',
          type: 'number',
          min: 0,
          label: label('价格（分）', 'Price (fen)'),
          // Shown only to visitors in China, by the site itself (/api/v1, pages): never through /api/cms to the
          // public, and not filterable there either (Payload refuses `where` on a field the caller cannot read).
          access: { read: staffOrSiteField },
          admin: { description: label('留空表示询价', 'Leave empty for price on inquiry'), step: 1 },
        },
      ],
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      // A self-relation: populated one level (the product page's related list), never recursively (issue 15.1).
      maxDepth: 1,
      label: label('相关产品', 'Related products'),
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: label('产品图片', 'Image') },
    {
      name: 'isNew',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('新品', 'New product'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'isHot',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('热销', 'Hot product'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'isPopular',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('首页推荐', 'Popular (home page)'),
      admin: { position: 'sidebar' },
    },
    statusField,
    demoField,
  ],
}
