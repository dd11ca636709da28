import type { Localized } from './types'

/** Texts of the recruitment page of the fictional Example Bio (示例生物): introduction and benefits. */
export const recruitmentConfig: {
  intro: Localized
  salary: Localized
  promotion: Localized
  bonus: Localized
  welfare: Localized
} = {
  intro: {
    cn: '示例生物专注于重组蛋白、mRNA合成用酶及相关试剂的研发与生产。我们欢迎热爱科学、踏实肯干的伙伴加入，与团队一起为科研和产业客户提供可靠的工具。以下职位及待遇信息为演示内容。',
    en: 'Example Bio develops and manufactures recombinant proteins, mRNA synthesis enzymes and related reagents. We welcome people who love science and get things done to help us build reliable tools for research and industry customers. The positions and benefits below are demo content.',
  },
  salary: {
    cn: '薪酬参照行业水平并结合岗位与个人能力确定，每年进行一次调薪评估。研发与技术岗位通常为13至14薪，销售岗位另设提成。',
    en: 'Pay is set against industry benchmarks and reflects the role and individual ability, with an annual salary review. R&D and technical roles usually receive 13 to 14 monthly salaries; sales roles also earn commission.',
  },
  promotion: {
    cn: '公司设有专业序列和管理序列两条晋升通道，每半年开展一次绩效评估。表现优秀的员工可参与内部竞聘，并获得导师辅导和外部培训机会。',
    en: 'We offer two career tracks, specialist and management, with performance reviews every six months. Strong performers can apply for internal openings and receive mentoring and external training.',
  },
  bonus: {
    cn: '年终奖与公司业绩和个人绩效挂钩。新产品上市、专利授权及重大项目交付设有专项奖励。',
    en: 'The annual bonus is linked to company results and individual performance. Special awards recognise new product launches, granted patents and the delivery of major projects.',
  },
  welfare: {
    cn: '依法缴纳五险一金并提供补充商业医疗保险。享有带薪年假、年度体检、节日福利和餐补，另有团建活动和员工购买公司产品的内部优惠。',
    en: 'We pay statutory social insurance and housing fund contributions and provide supplementary health insurance. Benefits include paid annual leave, a yearly health check, holiday gifts and meal allowances, plus team events and internal discounts on our products.',
  },
}
