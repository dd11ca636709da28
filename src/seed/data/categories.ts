import type { SeedCategory } from './types'

/**
 * The category tree. Root ids are the spec's: 2 products, 3 service, 4 resources, 5 information,
 * 6 about-us, 679 investors. Child ids are stable so links and tests can name them.
 * Resources children are addressed by position (/resources?activeIndex={position}); position 4
 * (zero-based) is resource download.
 */
export const categories: SeedCategory[] = [
  // The home entry: the tree API returns it first and the main navigation drops it (spec section 7).
  { id: 1, parentId: null, sort: 0, name: { cn: '首页', en: 'Home' }, link: '/' },
  { id: 2, parentId: null, sort: 1, name: { cn: '产品中心', en: 'Products' } },
  { id: 3, parentId: null, sort: 2, name: { cn: '技术服务', en: 'Services' } },
  { id: 4, parentId: null, sort: 3, name: { cn: '资源与支持', en: 'Resources & Support' } },
  { id: 5, parentId: null, sort: 4, name: { cn: '新闻与活动', en: 'News & Activities' } },
  { id: 6, parentId: null, sort: 5, name: { cn: '关于我们', en: 'About Us' } },
  { id: 679, parentId: null, sort: 6, name: { cn: '投资者关系', en: 'Investors' } },

  // Products (2)
  { id: 20, parentId: 2, sort: 1, name: { cn: '细胞因子与生长因子', en: 'Cytokines & Growth Factors' } },
  { id: 21, parentId: 20, sort: 1, name: { cn: '白细胞介素', en: 'Interleukins' } },
  { id: 22, parentId: 20, sort: 2, name: { cn: '生长因子', en: 'Growth Factors' } },
  { id: 23, parentId: 20, sort: 3, name: { cn: '干扰素与肿瘤坏死因子', en: 'Interferons & TNF Family' } },
  { id: 24, parentId: 20, sort: 4, name: { cn: '趋化因子', en: 'Chemokines' } },
  { id: 30, parentId: 2, sort: 2, name: { cn: '免疫检查点与CD抗原', en: 'Immune Checkpoints & CD Antigens' } },
  { id: 31, parentId: 30, sort: 1, name: { cn: '免疫检查点', en: 'Immune Checkpoints' } },
  { id: 32, parentId: 30, sort: 2, name: { cn: 'CD抗原', en: 'CD Antigens' } },
  { id: 40, parentId: 2, sort: 3, name: { cn: '病毒抗原', en: 'Viral Antigens' } },
  { id: 50, parentId: 2, sort: 4, name: { cn: 'mRNA合成用酶', en: 'Enzymes for mRNA Synthesis' } },
  { id: 60, parentId: 2, sort: 5, name: { cn: '分子生物学用酶', en: 'Molecular Biology Enzymes' } },
  { id: 70, parentId: 2, sort: 6, name: { cn: '抗体', en: 'Antibodies' } },
  { id: 80, parentId: 2, sort: 7, name: { cn: '试剂盒', en: 'Kits' } },

  // Services (3)
  { id: 101, parentId: 3, sort: 1, name: { cn: '重组蛋白定制表达', en: 'Custom Recombinant Protein Expression' } },
  { id: 102, parentId: 3, sort: 2, name: { cn: 'mRNA定制合成', en: 'Custom mRNA Synthesis' } },
  { id: 103, parentId: 3, sort: 3, name: { cn: '抗体定制开发', en: 'Custom Antibody Development' } },
  { id: 104, parentId: 3, sort: 4, name: { cn: '加帽率检测服务', en: 'Capping Rate Analysis Service' } },

  // Resources & Support (4): addressed by zero-based position
  { id: 201, parentId: 4, sort: 0, name: { cn: '技术文章', en: 'Technical Articles' } },
  { id: 202, parentId: 4, sort: 1, name: { cn: '常见问题', en: 'FAQ' } },
  { id: 203, parentId: 4, sort: 2, name: { cn: '实验方案', en: 'Protocols' } },
  { id: 204, parentId: 4, sort: 3, name: { cn: '工具箱', en: 'Toolbox' }, link: '/tool-class' },
  { id: 205, parentId: 4, sort: 4, name: { cn: '资料下载', en: 'Resource Download' } },

  // News & Activities (5): addressed by id
  { id: 301, parentId: 5, sort: 1, name: { cn: '公司新闻', en: 'Company News' } },
  { id: 302, parentId: 5, sort: 2, name: { cn: '市场活动', en: 'Events' } },
  { id: 303, parentId: 5, sort: 3, name: { cn: '行业资讯', en: 'Industry News' } },

  // About Us (6)
  { id: 401, parentId: 6, sort: 1, name: { cn: '公司简介', en: 'Company Profile' } },
  { id: 402, parentId: 6, sort: 2, name: { cn: '发展历程', en: 'Milestones' } },
  { id: 403, parentId: 6, sort: 3, name: { cn: '资质荣誉', en: 'Certificates & Honors' } },
  {
    id: 404,
    parentId: 6,
    sort: 4,
    name: { cn: '授权经销商', en: 'Authorized Distributors' },
    link: '/contact?type=authorized',
  },
  { id: 405, parentId: 6, sort: 5, name: { cn: '联系我们', en: 'Contact Us' }, link: '/contact?type=contact' },
  {
    id: 406,
    parentId: 6,
    sort: 6,
    name: { cn: '加入我们', en: 'Join Us' },
    link: 'https://jobs.example.com/',
    external: true,
  },

  // Investors (679)
  { id: 501, parentId: 679, sort: 1, name: { cn: '公司公告', en: 'Announcements' } },
  { id: 502, parentId: 679, sort: 2, name: { cn: '定期报告', en: 'Periodic Reports' } },
  { id: 503, parentId: 679, sort: 3, name: { cn: '公司治理', en: 'Corporate Governance' } },
]
