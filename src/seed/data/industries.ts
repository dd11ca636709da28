import type { SeedIndustry } from './types'

/** Customer industries offered by the registration, enquiry, COA and trial forms. */
export const industries: SeedIndustry[] = [
  { code: 'academic', name: { cn: '科研院校', en: 'Academic & research' } },
  { code: 'industrial', name: { cn: '企业', en: 'Industry' } },
  { code: 'hospital', name: { cn: '医院', en: 'Hospital' } },
  { code: 'government', name: { cn: '政府及检测机构', en: 'Government & testing' } },
  { code: 'other', name: { cn: '其他', en: 'Other' } },
]
