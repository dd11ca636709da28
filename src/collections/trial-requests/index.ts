import { label } from '../_shared/fields'
import { areaField, industryField, leadCollection, longText, text } from '../_shared/lead-collection'

export const TrialRequests = leadCollection(
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
