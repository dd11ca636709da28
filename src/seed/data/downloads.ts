import type { SeedDownload } from './types'

/**
 * Resource downloads (category 205) of the fictional Example Bio (示例生物). The seed generates a small
 * demo PDF for each entry under the given file name.
 */
export const downloads: SeedDownload[] = [
  {
    categoryId: 205,
    title: { cn: 'T7 RNA聚合酶使用说明书', en: 'T7 RNA Polymerase Product Manual' },
    description: {
      cn: '介绍T7 RNA聚合酶的单位定义、体外转录反应体系、模板要求、反应条件优化及常见问题处理。',
      en: 'Unit definition, in vitro transcription reaction setup, template requirements, optimization of reaction conditions and troubleshooting for T7 RNA polymerase.',
    },
    fileName: 't7-rna-polymerase-manual.pdf',
    kind: 'manual',
    productCatalogNumbers: ['T7P-E001', 'T7P-G001'],
  },
  {
    categoryId: 205,
    title: { cn: '牛痘病毒加帽酶使用说明书', en: 'Vaccinia Capping Enzyme Product Manual' },
    description: {
      cn: '说明加帽酶在GTP和SAM存在下生成Cap 0结构的反应体系，以及与2′-O-甲基转移酶联用生成Cap 1的方法。',
      en: 'Reaction setup for generating Cap 0 structures with GTP and SAM, and combined use with 2′-O-methyltransferase to obtain Cap 1.',
    },
    fileName: 'capping-enzyme-manual.pdf',
    kind: 'manual',
    productCatalogNumbers: ['VCE-E001', 'VCE-G001'],
  },
  {
    categoryId: 205,
    title: {
      cn: 'mRNA加帽率检测试剂盒（沉淀法）说明书',
      en: 'mRNA Capping Rate Detection Kit (Precipitation Method) Manual',
    },
    description: {
      cn: 'CD002试剂盒操作说明：探针设计、RNase H酶切、沉淀回收及LC-MS分析，全流程约1.5小时，回收率高于80%。',
      en: 'Instructions for kit CD002: probe design, RNase H digestion, precipitation clean-up and LC-MS analysis; about 1.5 hours in total with recovery above 80%.',
    },
    fileName: 'cd002-capping-rate-kit-manual.pdf',
    kind: 'manual',
    productCatalogNumbers: ['CD002'],
    catalogNumber: 'CD002',
  },
  {
    categoryId: 205,
    title: { cn: 'Poly(A)聚合酶使用说明书', en: 'Poly(A) Polymerase Product Manual' },
    description: {
      cn: '介绍大肠杆菌Poly(A)聚合酶的加尾反应体系、尾长控制方法以及加尾后mRNA的纯化建议。',
      en: 'Tailing reaction setup for E. coli poly(A) polymerase, how to control tail length and how to purify tailed mRNA.',
    },
    fileName: 'poly-a-polymerase-manual.pdf',
    kind: 'manual',
    productCatalogNumbers: ['PAP-E001'],
  },
  {
    categoryId: 205,
    title: { cn: 'mRNA 2′-O-甲基转移酶使用说明书', en: 'mRNA Cap 2′-O-Methyltransferase Product Manual' },
    description: {
      cn: '说明将Cap 0转化为Cap 1结构的反应条件，以及与加帽酶一步法联用的推荐配比。',
      en: 'Reaction conditions for converting Cap 0 to Cap 1 and recommended ratios for one-pot use with capping enzyme.',
    },
    fileName: 'cap-2-o-methyltransferase-manual.pdf',
    kind: 'manual',
    productCatalogNumbers: ['MTF-E001', 'MTF-G001'],
  },
  {
    categoryId: 205,
    title: { cn: '重组细胞因子技术数据表合集', en: 'Recombinant Cytokines Datasheet Collection' },
    description: {
      cn: '汇总常用白细胞介素、生长因子和干扰素产品的序列范围、纯度、内毒素、活性检测方法与储存条件。',
      en: 'Sequence range, purity, endotoxin, bioactivity assay and storage conditions of common interleukins, growth factors and interferons.',
    },
    fileName: 'recombinant-cytokines-datasheets.pdf',
    kind: 'datasheet',
    productCatalogNumbers: ['IL2-H4103', 'IL6-H4107', 'IL15-H4114', 'TNFA-H5221', 'IFNG-H5220', 'GMCSF-H5211'],
  },
  {
    categoryId: 205,
    title: { cn: '免疫检查点蛋白技术数据表合集', en: 'Immune Checkpoint Proteins Datasheet Collection' },
    description: {
      cn: '收录PD-1、PD-L1、CTLA-4、LAG-3等蛋白的表达系统、标签、纯度与结合活性（ELISA/SPR）数据。',
      en: 'Expression system, tag, purity and binding activity (ELISA/SPR) data for PD-1, PD-L1, CTLA-4, LAG-3 and related proteins.',
    },
    fileName: 'immune-checkpoint-proteins-datasheets.pdf',
    kind: 'datasheet',
    productCatalogNumbers: ['PD1-H5221', 'PDL1-H5222', 'CTLA4-H5224', 'LAG3-H5225'],
  },
  {
    categoryId: 205,
    title: {
      cn: 'mRNA合成用酶化学品安全技术说明书（MSDS）',
      en: 'Safety Data Sheet (MSDS): Enzymes for mRNA Synthesis',
    },
    description: {
      cn: '适用于T7 RNA聚合酶、加帽酶、甲基转移酶及Poly(A)聚合酶等甘油储存液产品的危害识别、急救措施与储运要求。',
      en: 'Hazard identification, first-aid measures and handling and storage requirements for glycerol-stock enzymes such as T7 RNA polymerase, capping enzyme, methyltransferase and poly(A) polymerase.',
    },
    fileName: 'msds-mrna-synthesis-enzymes.pdf',
    kind: 'sds',
    productCatalogNumbers: ['T7P-E001', 'VCE-E001', 'MTF-E001', 'PAP-E001', 'RNI001', 'PPA002', 'DNI-E001', 'RNH-E001'],
  },
  {
    categoryId: 205,
    title: {
      cn: '加帽率检测试剂盒化学品安全技术说明书（MSDS）',
      en: 'Safety Data Sheet (MSDS): Capping Rate Detection Kit',
    },
    description: {
      cn: 'CD002试剂盒各组分（酶、缓冲液、沉淀试剂）的成分信息、危害说明、防护措施与废弃处置建议。',
      en: 'Composition, hazard statements, protective measures and disposal advice for each component (enzyme, buffers, precipitation reagent) of kit CD002.',
    },
    fileName: 'msds-cd002-capping-rate-kit.pdf',
    kind: 'sds',
    productCatalogNumbers: ['CD002'],
    catalogNumber: 'CD002',
  },
  {
    categoryId: 205,
    title: { cn: '示例生物产品手册', en: 'Example Bio Product Brochure' },
    description: {
      cn: '全面介绍示例生物的重组蛋白、mRNA合成用酶、抗体、试剂盒产品线及定制服务。',
      en: 'Overview of Example Bio recombinant proteins, mRNA synthesis enzymes, antibodies, kits and custom services.',
    },
    fileName: 'example-bio-product-brochure.pdf',
    kind: 'brochure',
    productCatalogNumbers: [],
  },
  {
    categoryId: 205,
    title: { cn: 'mRNA合成全流程指南', en: 'mRNA Synthesis Workflow Guide' },
    description: {
      cn: '从质粒线性化、体外转录、加帽加尾到纯化和质控的完整流程及各步骤产品选择建议。',
      en: 'The complete workflow from plasmid linearization, in vitro transcription, capping and tailing to purification and QC, with product recommendations for each step.',
    },
    fileName: 'mrna-synthesis-workflow-guide.pdf',
    kind: 'other',
    productCatalogNumbers: ['IVT-K001', 'CAP-K001', 'PAT-K001', 'MRP-K001'],
  },
  {
    categoryId: 205,
    title: { cn: '质量证书与资质概览', en: 'Quality Certificates Overview' },
    description: {
      cn: '汇总示例生物质量管理体系认证、产品检验放行流程及分析证书（COA）获取方式（演示内容）。',
      en: 'Summary of Example Bio quality management certification, product release testing and how to obtain certificates of analysis (COA) (demo content).',
    },
    fileName: 'quality-certificates-overview.pdf',
    kind: 'other',
    productCatalogNumbers: [],
  },
  {
    categoryId: 205,
    title: { cn: '冻干蛋白复溶与储存指南', en: 'Lyophilized Protein Reconstitution and Storage Guide' },
    description: {
      cn: '冻干重组蛋白的离心、复溶、分装和长期储存建议，以及避免反复冻融的注意事项。',
      en: 'Advice on centrifuging, reconstituting, aliquoting and long-term storage of lyophilized recombinant proteins and on avoiding freeze–thaw cycles.',
    },
    fileName: 'lyophilized-protein-reconstitution-guide.pdf',
    kind: 'other',
    productCatalogNumbers: [],
  },
]
