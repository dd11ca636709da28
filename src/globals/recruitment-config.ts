import type { GlobalConfig } from 'payload'
import { editors, publicThroughSiteOnly } from '../access/roles'
import { label } from '../collections/_shared/fields'
import { withApiTabForAdmins } from '../lib/admin-api-tab'

/** Recruitment page texts (/recruitment_needs/config): salary, promotion, bonus, welfare. */
export const RecruitmentConfig: GlobalConfig = withApiTabForAdmins({
  slug: 'recruitment-config',
  label: label('招聘页配置', 'Recruitment page'),
  admin: { group: label('内容', 'Content') },
  access: { read: publicThroughSiteOnly(true), update: editors },
  fields: [
    { name: 'intro', type: 'textarea', localized: true, label: label('简介', 'Introduction') },
    { name: 'salary', type: 'textarea', localized: true, label: label('薪酬', 'Salary') },
    { name: 'promotion', type: 'textarea', localized: true, label: label('晋升', 'Promotion') },
    { name: 'bonus', type: 'textarea', localized: true, label: label('奖金', 'Bonus') },
    { name: 'welfare', type: 'textarea', localized: true, label: label('福利', 'Welfare') },
    { name: 'applyEmail', type: 'email', label: label('简历投递邮箱', 'Application e-mail') },
    { name: 'applyUrl', type: 'text', label: label('外部招聘网站', 'External recruitment site') },
  ],
})
