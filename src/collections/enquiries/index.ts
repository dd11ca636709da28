import { areaField, industryField, leadCollection, longText, text } from '../_shared/lead-collection'

export const Enquiries = leadCollection('enquiries', ['询价', 'Price enquiry'], ['询价', 'Price enquiries'], 'name', [
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
])
