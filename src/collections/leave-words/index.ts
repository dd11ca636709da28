import { areaField, leadCollection, longText, text } from '../_shared/lead-collection'

export const LeaveWords = leadCollection(
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
