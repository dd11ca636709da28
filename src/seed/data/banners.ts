import type { SeedBanner } from './types'

/** Home page carousel. Artwork is generated from the two colours; links are internal routes. */
export const banners: SeedBanner[] = [
  {
    title: { cn: 'mRNA加帽率检测试剂盒（沉淀法）', en: 'mRNA Capping Rate Detection Kit (Precipitation Method)' },
    subtitle: {
      cn: 'CD002：全流程约1.5小时，回收率高于80%，无需复杂纯化即可完成加帽率分析',
      en: 'CD002: about 1.5 hours from sample to result, recovery above 80%, no complex purification needed',
    },
    link: '/product-detail?catalogNumber=CD002',
    colors: ['#0B4F8A', '#2BB3C0'],
  },
  {
    title: { cn: 'mRNA合成用酶', en: 'Enzymes for mRNA Synthesis' },
    subtitle: {
      cn: 'T7 RNA聚合酶、加帽酶、2′-O-甲基转移酶、Poly(A)聚合酶：一站式满足体外转录与修饰需求',
      en: 'T7 RNA polymerase, capping enzyme, 2′-O-methyltransferase and poly(A) polymerase for the complete IVT workflow',
    },
    link: '/product-list?id=50',
    colors: ['#4A1F7A', '#C04A9B'],
  },
  {
    title: { cn: '细胞因子与生长因子', en: 'Cytokines & Growth Factors' },
    subtitle: {
      cn: '高生物活性、低内毒素，适用于细胞培养、类器官与免疫细胞扩增',
      en: 'High bioactivity and low endotoxin for cell culture, organoids and immune cell expansion',
    },
    link: '/product-list?id=20',
    colors: ['#0E6B4F', '#8BC34A'],
  },
  {
    title: { cn: '文章奖励计划', en: 'Paper Award Programme' },
    subtitle: {
      cn: '发表论文引用示例生物产品，即可申请最高3000元奖励',
      en: 'Cite Example Bio products in your publication and apply for an award of up to CNY 3,000',
    },
    link: '/reward',
    colors: ['#B5561C', '#F2B134'],
  },
]
