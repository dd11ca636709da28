import { referenceList } from '../_shared/reference-list'

/** Customer industries (spec: industryId; /global_cfg/industry/values). */
export const Industries = referenceList('industries', ['行业', 'Industry'], ['行业', 'Industries'])
