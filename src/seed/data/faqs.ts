import type { Localized } from './types'

/**
 * Demo troubleshooting entries (issue 19): three per top product category (they apply to everything below it)
 * and a few for the most visited products. Practical answers written for the demo; every answer says it is
 * demo content.
 */
export interface SeedFaq {
  question: Localized
  answer: Localized
  categoryIds: number[]
  catalogNumbers: string[]
}

const DEMO = { cn: '（演示内容）', en: ' (demo content)' }

function faq(
  target: { categories?: number[]; products?: string[] },
  qcn: string,
  qen: string,
  acn: string,
  aen: string,
): SeedFaq {
  return {
    question: { cn: qcn, en: qen },
    answer: { cn: `${acn}${DEMO.cn}`, en: `${aen}${DEMO.en}` },
    categoryIds: target.categories ?? [],
    catalogNumbers: target.products ?? [],
  }
}

const PROTEIN_CATEGORIES = [20, 30, 40]

export const faqs: SeedFaq[] = [
  // Recombinant proteins (cytokines, checkpoints, viral antigens)
  faq(
    { categories: PROTEIN_CATEGORIES },
    '冻干蛋白应该如何复溶？',
    'How do I reconstitute the lyophilized protein?',
    '开盖前先短暂离心使粉末沉底，按数据表用无菌水复溶至0.1-0.5 mg/mL，轻柔吹打，不要涡旋；室温静置15-30分钟后再分装。',
    'Spin the vial briefly so the powder sits at the bottom, reconstitute in sterile water to 0.1-0.5 mg/mL as the datasheet says, pipette gently without vortexing, and let it stand 15-30 minutes at room temperature before aliquoting.',
  ),
  faq(
    { categories: PROTEIN_CATEGORIES },
    '复溶后的蛋白能保存多久？',
    'How long does the protein keep after reconstitution?',
    '2-8 °C可保存1周；长期保存请加入0.1%BSA或5%海藻糖作为载体，分装后置于-80 °C，可保存3个月，避免反复冻融。',
    'One week at 2-8 °C. For longer storage add 0.1% BSA or 5% trehalose as a carrier, aliquot and keep at -80 °C for up to 3 months; avoid repeated freeze-thaw cycles.',
  ),
  faq(
    { categories: [20] },
    '细胞实验中活性低于预期怎么办？',
    'The activity in my cell assay is lower than expected: what should I check?',
    '确认工作浓度覆盖数据表ED50的10倍范围；检查细胞代次与饥饿处理；低浓度稀释时在培养基中加入0.1%BSA，防止蛋白吸附到管壁。',
    'Make sure your dilution series spans ten times the datasheet ED50 on either side, check the cell passage and starvation step, and add 0.1% BSA to the medium for low concentrations so the protein does not stick to the tube.',
  ),
  faq(
    { categories: [30] },
    'Fc融合蛋白在非还原SDS-PAGE上为什么分子量翻倍？',
    'Why does the Fc fusion run at twice its size on non-reducing SDS-PAGE?',
    'Fc段通过铰链区二硫键形成同源二聚体；还原条件下二硫键断开，显示单体条带。这属于正常现象。',
    'The Fc part forms a homodimer through the hinge disulfide bonds; reducing conditions break them and show the monomer. This is expected.',
  ),
  faq(
    { categories: [40] },
    '病毒抗原可以用作免疫原吗？',
    'Can the viral antigens be used as immunogens?',
    '可以。建议使用内毒素 < 1 EU/µg的批次，并在免疫前用0.22 µm滤膜过滤；佐剂的选择请参考贵单位的动物实验规范。',
    'Yes. Use a lot with endotoxin below 1 EU/µg and filter through 0.22 µm before immunization; choose the adjuvant according to your institution’s animal protocol.',
  ),
  // Enzymes (mRNA synthesis and molecular biology)
  faq(
    { categories: [50, 60] },
    '酶需要在什么温度下保存和使用？',
    'At what temperature should I store and handle the enzyme?',
    '-20 °C保存（含50%甘油，不会冻结）；取用时置于冰上，用后立即放回，避免在室温放置超过30分钟。',
    'Store at -20 °C (the 50% glycerol keeps it liquid), keep it on ice while in use and put it back at once; avoid more than 30 minutes at room temperature.',
  ),
  faq(
    { categories: [50, 60] },
    '活性单位是如何测定的？',
    'How is the activity unit measured?',
    '按数据表中的单位定义，在标准缓冲液与37 °C条件下测定；每批次的实测活性见该批次的COA。',
    'Under the unit definition on the datasheet, in the standard buffer at 37 °C; the measured activity of each lot is on its COA.',
  ),
  faq(
    { categories: [50] },
    '体外转录产率偏低怎么办？',
    'My in vitro transcription yield is low: what can I do?',
    '确认模板完全线性化并去除RNase；NTP终浓度不低于每种5 mM；加入焦磷酸酶防止焦磷酸镁沉淀；反应时间可延长至4小时。',
    'Make sure the template is fully linearized and RNase-free, keep each NTP at 5 mM or more, add pyrophosphatase so magnesium pyrophosphate does not precipitate, and extend the reaction to 4 hours.',
  ),
  faq(
    { categories: [60] },
    '酶可以反复冻融吗？',
    'Can the enzyme be frozen and thawed repeatedly?',
    '甘油保存液在-20 °C不结冰，正常取用不涉及冻融；请勿放入-80 °C，也不要稀释后长期保存。',
    'The glycerol buffer does not freeze at -20 °C, so normal use involves no freeze-thaw; do not move it to -80 °C or store it diluted.',
  ),
  // Antibodies
  faq(
    { categories: [70] },
    '抗体推荐的工作浓度是多少？',
    'What working concentration do you recommend for the antibody?',
    'ELISA建议0.1-1 µg/mL，Western blot建议1:1,000-1:5,000稀释；最佳条件请根据样本自行滴定。',
    'For ELISA 0.1-1 µg/mL, for Western blot a 1:1,000-1:5,000 dilution; titrate for your own samples.',
  ),
  faq(
    { categories: [70] },
    'HRP标记抗体需要避光吗？',
    'Does the HRP conjugate need to be kept in the dark?',
    '需要。请避光保存在-20 °C，避免使用含叠氮钠的缓冲液，叠氮钠会抑制HRP活性。',
    'Yes. Keep it at -20 °C in the dark and avoid buffers with sodium azide, which inhibits HRP.',
  ),
  faq(
    { categories: [70] },
    '抗体能否分装保存？',
    'Can I aliquot the antibody?',
    '可以。含50%甘油的抗体建议在-20 °C保存原液；如需分装，每份不少于10 µL，以减少吸附损失。',
    'Yes. Keep the 50% glycerol stock at -20 °C; if you aliquot, make each at least 10 µL to limit losses to the tube wall.',
  ),
  // Kits
  faq(
    { categories: [80] },
    '试剂盒的检测灵敏度是多少？',
    'How sensitive is the kit?',
    '各试剂盒的检测下限与线性范围见产品数据表与说明书；低于下限的样品请浓缩后复测。',
    'Each kit’s limit of detection and linear range are on its datasheet and manual; concentrate samples below the limit and test again.',
  ),
  faq(
    { categories: [80] },
    '开封后的试剂盒能保存多久？',
    'How long does an opened kit keep?',
    '开封后按各组分标注的温度保存，1个月内用完；ELISA板未用的板条请连同干燥剂密封回袋中。',
    'Store each component at its labelled temperature and use within a month; seal unused ELISA strips back in the pouch with the desiccant.',
  ),
  faq(
    { categories: [80] },
    '标准曲线不理想怎么办？',
    'What if my standard curve looks poor?',
    '确认标准品完全溶解并按说明书梯度稀释；洗板要充分；使用四参数拟合，R² 应大于0.99。',
    'Make sure the standard is fully dissolved and diluted as the manual says, wash thoroughly, and fit a four-parameter curve: R² should be above 0.99.',
  ),
  // Popular products
  faq(
    { products: ['CD002'] },
    'CD002检测需要多少mRNA？',
    'How much mRNA does the CD002 assay need?',
    '每个反应5 µg mRNA即可；mRNA长度建议在500 nt至5 kb之间，探针需覆盖5′端前25-30 nt。',
    'Five micrograms of mRNA per reaction; mRNA of 500 nt to 5 kb works best, and the probe must cover the first 25-30 nt of the 5′ end.',
  ),
  faq(
    { products: ['CD002'] },
    'CD002的结果可以区分Cap 0与Cap 1吗？',
    'Can CD002 tell Cap 0 from Cap 1?',
    '可以。LC-MS可按质量区分未加帽、Cap 0与Cap 1片段，分别计算其比例。',
    'Yes. LC-MS separates the uncapped, Cap 0 and Cap 1 fragments by mass, so each proportion is computed.',
  ),
  faq(
    { products: ['T7P-E001', 'T7P-G001'] },
    '如何降低T7转录产物中的双链RNA？',
    'How do I reduce double-stranded RNA in T7 transcripts?',
    '降低镁离子与NTP的比值、缩短反应时间，并在转录后使用纤维素层析或RNase III处理；dsRNA残留可用DSR-K001检测。',
    'Lower the magnesium to NTP ratio, shorten the reaction, and clean up with cellulose chromatography or RNase III; measure residual dsRNA with DSR-K001.',
  ),
  faq(
    { products: ['VCE-E001', 'VCE-G001'] },
    '加帽反应前为什么要变性RNA？',
    'Why denature the RNA before capping?',
    '5′端的二级结构会阻碍加帽酶接近；65 °C加热5分钟后迅速冰浴，可将加帽效率提高到95%以上。',
    'Secondary structure at the 5′ end keeps the enzyme away; 5 minutes at 65 °C followed by ice brings capping above 95%.',
  ),
  faq(
    { products: ['IL6-H4107'] },
    'IL-6活性实验推荐哪种细胞？',
    'Which cells do you recommend for the IL-6 activity assay?',
    '推荐IL-6依赖的小鼠杂交瘤细胞系（如7TD1），培养72小时后以细胞活力试剂检测增殖。',
    'An IL-6-dependent murine hybridoma line such as 7TD1, with proliferation read by a viability reagent after 72 hours.',
  ),
  faq(
    { products: ['PD1-H5221'] },
    'PD-1蛋白可以用于SPR吗？',
    'Can the PD-1 protein be used for SPR?',
    '可以。His标签可用于NTA芯片捕获；如需定向固定，建议选用生物素化版本（PD1-H82221）配合SA芯片。',
    'Yes. Capture it by its His tag on an NTA chip; for oriented immobilization use the biotinylated version (PD1-H82221) on an SA chip.',
  ),
]
