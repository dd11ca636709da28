import type { GlobalConfig } from 'payload'
import { adminsField, editors, publicThroughSiteOnly, staffOrSiteField } from '../access/roles'
import { label } from '../collections/_shared/fields'
import { withApiTabForAdmins } from '../lib/admin-api-tab'

/**
 * The spec's global config (section 3): mail, phone, brand, privacy_policy, terms_conditions, served as
 * key/value items by /global_cfg?keyList=…, plus the shell's other site-wide texts, and the bank account orders
 * are paid to (issue 21): shown to a member on an order awaiting payment and on its pro-forma invoice, read only
 * by staff and the site's own code (never by the public REST API), changed by admins only.
 */
export const SiteConfig: GlobalConfig = withApiTabForAdmins({
  slug: 'site-config',
  label: label('站点配置', 'Site settings'),
  admin: { group: label('系统', 'System') },
  access: { read: publicThroughSiteOnly(true), update: editors },
  fields: [
    { name: 'mail', type: 'email', required: true, label: label('产品邮箱', 'Product e-mail') },
    { name: 'phone', type: 'text', required: true, label: label('热线电话', 'Hotline') },
    { name: 'brand', type: 'text', localized: true, required: true, label: label('品牌名称', 'Brand') },
    {
      name: 'privacyPolicy',
      type: 'relationship',
      relationTo: 'articles',
      label: label('隐私政策页面', 'Privacy policy page'),
    },
    {
      name: 'termsConditions',
      type: 'relationship',
      relationTo: 'articles',
      label: label('条款与条件页面', 'Terms and conditions page'),
    },
    {
      name: 'trademark',
      type: 'relationship',
      relationTo: 'articles',
      label: label('商标信息页面', 'Trademark information page'),
    },
    { name: 'officeHours', type: 'text', defaultValue: '9:00-17:30', label: label('办公时间', 'Office hours') },
    { name: 'copyright', type: 'text', localized: true, label: label('版权信息', 'Copyright text') },
    { name: 'icpNumber', type: 'text', label: label('ICP备案号', 'ICP filing number') },
    {
      name: 'icpUrl',
      type: 'text',
      defaultValue: 'https://beian.miit.gov.cn/',
      label: label('ICP备案链接', 'ICP filing link'),
    },
    { name: 'wechatQr', type: 'upload', relationTo: 'media', label: label('微信公众号二维码', 'WeChat follow code') },
    {
      name: 'social',
      type: 'group',
      label: label('社交媒体（英文站）', 'Social links (English site)'),
      fields: [
        { name: 'facebook', type: 'text', label: label('Facebook', 'Facebook') },
        { name: 'linkedin', type: 'text', label: label('LinkedIn', 'LinkedIn') },
        { name: 'youtube', type: 'text', label: label('YouTube', 'YouTube') },
      ],
    },
    {
      name: 'bankTransfer',
      type: 'group',
      label: label('银行转账收款信息', 'Bank transfer details'),
      access: { read: staffOrSiteField, update: adminsField },
      admin: {
        description: label(
          '订单待付款时显示给客户（订单详情页和形式发票），并附订单号和应付金额；仅管理员可修改。三项都填写后才显示',
          'Shown to the customer while an order awaits payment (order page and pro-forma invoice), with the order number and the amount due; admins only. Shown once all three of payee, bank and account number are filled in',
        ),
      },
      fields: [
        { name: 'payee', type: 'text', localized: true, label: label('收款户名', 'Payee (account name)') },
        { name: 'bank', type: 'text', localized: true, label: label('开户银行', 'Bank') },
        { name: 'accountNumber', type: 'text', label: label('银行账号', 'Account number') },
        {
          name: 'note',
          type: 'textarea',
          localized: true,
          label: label('付款说明', 'Payment note'),
          admin: {
            description: label(
              '例如：转账时请在附言中填写订单号',
              'E.g. "Please put the order number in the transfer remark"',
            ),
          },
        },
      ],
    },
    {
      name: 'isDemo',
      type: 'checkbox',
      defaultValue: false,
      label: label('演示数据', 'Demo data'),
      admin: { readOnly: true },
    },
  ],
})
