import { referenceList } from '../_shared/reference-list'

/** Provinces and regions (spec: areaId on every form, /distributor/area). */
export const Areas = referenceList('areas', ['地区', 'Area'], ['地区（省份）', 'Areas (provinces)'])
