/**
 * The curated hot keywords a fresh install shows in the search bar (five per language, in this order); staff
 * edit them in the back office (搜索 › 热门关键词). Each finds products of the demo catalogue.
 */
export const hotKeywords: { cn: string[]; en: string[] } = {
  cn: ['IL-6', '白介素', 'mRNA 加帽酶', 'PD-1', '检测试剂盒'],
  en: ['IL-6', 'PD-1', 'mRNA Capping Enzyme', 'T7 RNA Polymerase', 'Interleukin'],
}
