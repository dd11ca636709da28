import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { admins, nobody, sales } from '../access/roles'
import { describeReplyClock, INBOX_STATUSES, OPEN_STATUSES, replyClock, replyDueAt } from '../domain/inbox'
import { now } from '../services/clock'
import { label } from './fields'
import { paperRewardAwardFields, paperRewardSensitiveFields, withPaperRewardHooks } from './paper-reward-fields'

export const SUBMISSION_STATUSES = INBOX_STATUSES

const time = (value: unknown): number | null => (typeof value === 'string' ? Date.parse(value) : null)

/** Fields every inbox record shares: the sales workflow around a customer's submission. */
const inboxFields: Field[] = [
  {
    name: 'inboxStatus',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    label: label('处理状态', 'Status'),
    options: [
      { value: 'new', label: label('新提交', 'New') },
      { value: 'in_progress', label: label('处理中', 'In progress') },
      { value: 'answered', label: label('已回复', 'Answered') },
      { value: 'closed', label: label('已关闭', 'Closed') },
    ],
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    label: label('负责人', 'Assignee'),
    admin: { position: 'sidebar' },
  },
  {
    name: 'internalNotes',
    type: 'textarea',
    label: label('内部备注', 'Internal notes'),
    admin: { position: 'sidebar' },
  },
  {
    name: 'replyDueAt',
    type: 'date',
    index: true,
    label: label('回复期限（24小时）', 'Reply due (24 hours)'),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    // Computed on every read: the time left of the 24-hour reply promise (or how long it is overdue).
    name: 'replyTimeLeft',
    type: 'text',
    virtual: true,
    label: label('剩余回复时间', 'Time left to reply'),
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      afterRead: [
        ({ siblingData, req }) =>
          describeReplyClock(
            replyClock(siblingData?.inboxStatus, time(siblingData?.replyDueAt), now()),
            req?.i18n?.language === 'en' ? 'en' : 'zh',
          ),
      ],
    },
  },
  {
    name: 'overdue',
    type: 'checkbox',
    virtual: true,
    label: label('已超时', 'Overdue'),
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      afterRead: [
        ({ siblingData }) => replyClock(siblingData?.inboxStatus, time(siblingData?.replyDueAt), now()).overdue,
      ],
    },
  },
  {
    name: 'answeredAt',
    type: 'date',
    label: label('回复时间', 'Answered at'),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'member',
    type: 'relationship',
    relationTo: 'members',
    label: label('提交会员', 'Member'),
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'locale',
    type: 'text',
    label: label('提交语言', 'Language'),
    admin: { position: 'sidebar', readOnly: true },
  },
]

const areaField = (name = 'area'): Field => ({
  name,
  type: 'relationship',
  relationTo: 'areas',
  label: label('地区', 'Area'),
})
const industryField: Field = {
  name: 'industry',
  type: 'relationship',
  relationTo: 'industries',
  label: label('行业', 'Industry'),
}
const text = (name: string, zh: string, en: string, required = false): Field => ({
  name,
  type: 'text',
  required,
  label: label(zh, en),
})
const longText = (name: string, zh: string, en: string, required = false): Field => ({
  name,
  type: 'textarea',
  required,
  label: label(zh, en),
})

/**
 * Sets the reply-due time on creation (24 hours after it) and the answered time when staff first move the
 * submission out of the open statuses.
 */
const replyPromise: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'create') {
    if (!data.replyDueAt) data.replyDueAt = new Date(replyDueAt(now())).toISOString()
    return data
  }
  const status = data.inboxStatus ?? originalDoc?.inboxStatus
  if (status && !OPEN_STATUSES.includes(status) && !originalDoc?.answeredAt && !data.answeredAt) {
    data.answeredAt = new Date(now()).toISOString()
  }
  return data
}

/**
 * A submission collection of the back-office inbox. Created only by the /api/v1 endpoints (which validate and
 * store before notifying anyone); only sales and admins read or work on them.
 */
function submissionCollection(
  slug: string,
  singular: [string, string],
  plural: [string, string],
  titleField: string,
  fields: Field[],
): CollectionConfig {
  return {
    slug,
    labels: { singular: label(...singular), plural: label(...plural) },
    admin: {
      useAsTitle: titleField,
      defaultColumns: [titleField, 'inboxStatus', 'assignee', 'replyDueAt', 'replyTimeLeft', 'overdue', 'createdAt'],
      listSearchableFields: ['name', 'email', 'phone'].filter((name) =>
        fields.some((field) => 'name' in field && field.name === name),
      ),
      group: label('留言与申请', 'Inbox'),
      components: {
        beforeListTable: [{ path: '/components/admin/InboxExportLinks#InboxExportLinks', clientProps: { kind: slug } }],
      },
      description: label(
        '每条提交需在 24 小时内回复。筛选：处理状态、负责人、回复期限（早于现在 = 已超时）。',
        'Every submission gets a reply within 24 hours. Filter by status, assignee, reply due (before now = overdue).',
      ),
    },
    access: { read: sales, create: nobody, update: sales, delete: admins },
    defaultSort: '-createdAt',
    hooks: { beforeChange: [replyPromise] },
    fields: [...fields, ...inboxFields],
  }
}

export const LeaveWords = submissionCollection(
  'leave-words',
  ['在线留言', 'Online message'],
  ['在线留言', 'Online messages'],
  'name',
  [
    text('name', '姓名', 'Full name', true),
    text('company', '单位', 'Company', true),
    text('department', '部门', 'Department', true),
    areaField('address'),
    text('phone', '电话', 'Phone', true),
    text('email', '邮箱', 'E-mail', true),
    longText('content', '留言内容', 'Message', true),
  ],
)

export const Enquiries = submissionCollection(
  'enquiries',
  ['询价', 'Price enquiry'],
  ['询价', 'Price enquiries'],
  'name',
  [
    text('catalogNumber', '货号', 'Catalog number'),
    text('productName', '产品名称', 'Product name'),
    text('itemNumber', '项目号', 'Item number'),
    text('size', '规格', 'Size'),
    text('otherCategory', '其他产品类别', 'Other product category'),
    text('otherItemNumber', '其他产品货号', 'Other product item number'),
    text('name', '姓名', 'Name', true),
    text('company', '单位/院校', 'Unit/College', true),
    text('department', '部门/课题组', 'Department/Team', true),
    text('email', '邮箱', 'E-mail', true),
    text('phone', '电话', 'Phone', true),
    industryField,
    areaField(),
    longText('content', '询价需求', 'Inquiry requirements', true),
  ],
)

export const CoaRequests = submissionCollection(
  'coa-requests',
  ['COA申请', 'COA request'],
  ['COA申请', 'COA requests'],
  'name',
  [
    text('name', '姓名', 'Name', true),
    text('catalogNumbers', '货号（分号分隔）', 'Catalog numbers (semicolon separated)', true),
    text('lotNumber', '批号（分号分隔）', 'Lot numbers (semicolon separated)', true),
    text('dept', '单位/部门', 'Unit/department', true),
    text('email', '邮箱', 'E-mail'),
    text('phone', '电话', 'Phone'),
    longText('idea', '备注', 'Comments'),
    areaField(),
    industryField,
    {
      name: 'contactable',
      type: 'checkbox',
      defaultValue: false,
      label: label('愿意被联系', 'Willing to be contacted'),
    },
    longText('delivered', '已自动提供的证书', 'Certificates handed out at once'),
    {
      name: 'autoAnswered',
      type: 'checkbox',
      defaultValue: false,
      label: label('证书已全部自动提供', 'Every certificate handed out at once'),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
)

export const TrialRequests = submissionCollection(
  'trial-requests',
  ['试用申请', 'Trial request'],
  ['试用申请', 'Trial requests'],
  'name',
  [
    text('sku', '货号', 'SKU', true),
    text('productName', '产品名称', 'Product name', true),
    longText('productApplication', '产品应用', 'Application', true),
    { name: 'category', type: 'relationship', relationTo: 'categories', label: label('产品类别', 'Category') },
    text('name', '姓名', 'Name', true),
    text('company', '单位', 'Company', true),
    text('department', '部门', 'Department', true),
    text('phone', '电话', 'Phone', true),
    text('email', '邮箱', 'E-mail', true),
    text('address', '地址', 'Address', true),
    industryField,
    areaField(),
    {
      name: 'termsAccepted',
      type: 'checkbox',
      defaultValue: false,
      label: label(
        '已确认试用条款（终端用户，试用后提交反馈报告）',
        'Accepted the trial terms (end user, feedback report)',
      ),
      admin: { readOnly: true },
    },
  ],
)

export const PaperRewards = withPaperRewardHooks(
  submissionCollection(
    'paper-rewards',
    ['文章奖励申请', 'Paper award application'],
    ['文章奖励申请', 'Paper award applications'],
    'name',
    [
      text('name', '姓名', 'Name', true),
      text('company', '单位', 'Company', true),
      text('department', '部门', 'Department', true),
      areaField(),
      text('phone', '电话', 'Phone', true),
      ...paperRewardSensitiveFields,
      text('email', '邮箱', 'E-mail', true),
      text('title', '职称/学历', 'Title/education', true),
      text('mentor', '导师', 'Mentor', true),
      text('labPhone', '实验室电话', 'Lab phone', true),
      text('labAddress', '实验室地址', 'Lab address', true),
      text('paperTitle', '文章标题', 'Paper title', true),
      text('magazinePublished', '发表期刊', 'Journal', true),
      { name: 'influenceFactor', type: 'number', required: true, min: 0, label: label('影响因子', 'Impact factor') },
      { name: 'issueTime', type: 'date', label: label('发表时间', 'Published on') },
      text('doi', 'DOI', 'DOI', true),
      {
        name: 'doiKey',
        type: 'text',
        index: true,
        label: label('DOI（规范化，用于一篇文章一位申请人）', 'DOI (normalised: one applicant per paper)'),
        admin: { readOnly: true, hidden: true },
      },
      text('firstAuthor', '第一作者', 'First author', true),
      text('correspondingAuthor', '通讯作者', 'Corresponding author', true),
      {
        name: 'paperFiles',
        type: 'relationship',
        relationTo: 'private-files',
        hasMany: true,
        label: label('文章文件', 'Paper files'),
        admin: { readOnly: true },
      },
      {
        name: 'authorDeclaration',
        type: 'checkbox',
        defaultValue: false,
        label: label('申请人声明为第一作者或通讯作者', 'Applicant declared first or corresponding author'),
        admin: { readOnly: true },
      },
      text('sku', '货号', 'SKU', true),
      text('productName', '产品名称', 'Product name', true),
      text('buyPackaging', '购买规格', 'Pack size bought', true),
      text('distr', '购买渠道', 'Bought from', true),
      text('remittancesAccount', '收款账号', 'Account number', true),
      text('accountName', '收款户名', 'Account name', true),
      text('openingBank', '开户行', 'Bank', true),
      ...paperRewardAwardFields,
    ],
  ),
)

export const Suggestions = submissionCollection(
  'suggestions',
  ['新品建议', 'Product suggestion'],
  ['新品建议', 'Product suggestions'],
  'productName',
  [
    text('productName', '产品名称或别名', 'Product name or alias', true),
    text('species', '种属', 'Species'),
    text('tagPosition', '标签位置', 'Tag position'),
    text('tag', '标签', 'Tag'),
    text('expressionSystem', '表达系统', 'Expression system'),
    text('expressionRange', '表达区间', 'Expression range', true),
    text('accession', '登录号', 'Accession number'),
    text('quantity', '需求量', 'Quantity needed', true),
    { name: 'longTerm', type: 'checkbox', defaultValue: false, label: label('长期需求', 'Long-term need') },
    longText('purpose', '实验目的', 'Experiment purpose', true),
    longText('quality', '质量要求', 'Quality requirement', true),
    text('deliveryTime', '交货时间', 'Delivery time', true),
    longText('otherRequirements', '其他要求', 'Other requirements', true),
    text('name', '姓名', 'Name', true),
    text('company', '单位', 'Company', true),
    text('department', '部门', 'Department', true),
    areaField('region'),
    text('email', '邮箱', 'E-mail', true),
    text('phone', '电话', 'Phone', true),
    industryField,
  ],
)
