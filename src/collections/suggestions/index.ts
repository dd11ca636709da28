import { label } from '../_shared/fields'
import { areaField, coded, industryField, leadCollection, longText, text } from '../_shared/lead-collection'

export const Suggestions = leadCollection(
  'suggestions',
  ['新品建议', 'Product suggestion'],
  ['新品建议', 'Product suggestions'],
  'productName',
  [
    text('productName', '产品名称或别名', 'Product name or alias', true),
    coded(text('species', '种属', 'Species'), 'suggestion.options.species'),
    coded(text('tagPosition', '标签位置', 'Tag position'), 'suggestion.options.tagPosition'),
    coded(text('tag', '标签', 'Tag'), 'suggestion.options.tag'),
    coded(text('expressionSystem', '表达系统', 'Expression system'), 'suggestion.options.expressionSystem'),
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
