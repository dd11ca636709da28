import { articleRoutes } from './article'
import { bannerRoutes } from './banner'
import { calculatorRoutes } from './calculator'
import { distributorRoutes } from './distributor'
import { globalCfgRoutes } from './global-cfg'
import { healthRoutes } from './health'
import { kaptchaRoutes } from './kaptcha'
import { leaveWordRoutes } from './leave-word'
import { paperRewardRoutes } from './paper-reward'
import { popularProductRoutes } from './popular-product'
import { productRoutes } from './product'
import { recruitmentRoutes } from './recruitment-needs'
import { referenceRoutes } from './reference'
import type { Route } from './router'
import { searchRoutes } from './search'
import { suggestRoutes } from './suggest'
import { treeStructureRoutes } from './tree-structure'
import { tryOutRoutes } from './try-out'
import { uploadRoutes } from './upload'
import { userIsChinaRoutes } from './user-is-china'

/** Every /api/v1 route (spec section 7). Documented in docs/api.md. */
export const routes: Route[] = [
  ...healthRoutes,
  ...bannerRoutes,
  ...popularProductRoutes,
  ...treeStructureRoutes,
  ...articleRoutes,
  ...productRoutes,
  ...distributorRoutes,
  ...referenceRoutes,
  ...globalCfgRoutes,
  ...recruitmentRoutes,
  ...searchRoutes,
  ...leaveWordRoutes,
  ...userIsChinaRoutes,
  ...calculatorRoutes,
  ...suggestRoutes,
  ...kaptchaRoutes,
  ...tryOutRoutes,
  ...paperRewardRoutes,
  ...uploadRoutes,
]
