import { label } from '../_shared/fields'
import { areaField, industryField, leadCollection, longText, text } from '../_shared/lead-collection'

export const CoaRequests = leadCollection(
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
