import { accountRoutes } from './account'
import { articleRoutes } from './article'
import { authRoutes } from './auth'
import { bannerRoutes } from './banner'
import { calculatorRoutes } from './calculator'
import { coaRoutes } from './coa'
import { codeRoutes } from './code'
import { dictRoutes } from './dict'
import { distributorRoutes } from './distributor'
import { documentRoutes } from './documents'
import { enquiryRoutes } from './enquiry'
import { globalCfgRoutes } from './global-cfg'
import type { Route } from './handler-types'
import { healthRoutes } from './health'
import { inboxRoutes } from './inbox'
import { kaptchaRoutes } from './kaptcha'
import { leaveWordRoutes } from './leave-word'
import { metricsRoutes } from './metrics'
import { orderRoutes } from './order'
import { orderDetailRoutes } from './order-detail'
import { paperRewardRoutes } from './paper-reward'
import { popularProductRoutes } from './popular-product'
import { productRoutes } from './product'
import { quickOrderRoutes } from './quick-order'
import { recruitmentRoutes } from './recruitment-needs'
import { referenceRoutes } from './reference'
import { resourceRoutes } from './resource'
import { searchRoutes } from './search'
import { suggestRoutes } from './suggest'
import { treeStructureRoutes } from './tree-structure'
import { tryOutRoutes } from './try-out'
import { uploadRoutes } from './upload'
import { userCentreRoutes } from './user-centre'
import { userIsChinaRoutes } from './user-is-china'

/** Every /api/v1 route (spec section 7). Documented in docs/api.md. */
export const routes: Route[] = [
  ...healthRoutes,
  ...metricsRoutes,
  ...bannerRoutes,
  ...popularProductRoutes,
  ...treeStructureRoutes,
  ...articleRoutes,
  ...productRoutes,
  ...distributorRoutes,
  ...referenceRoutes,
  ...globalCfgRoutes,
  ...resourceRoutes,
  ...dictRoutes,
  ...recruitmentRoutes,
  ...searchRoutes,
  ...leaveWordRoutes,
  ...userIsChinaRoutes,
  ...calculatorRoutes,
  ...suggestRoutes,
  ...kaptchaRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...userCentreRoutes,
  ...codeRoutes,
  ...orderRoutes,
  ...orderDetailRoutes,
  ...quickOrderRoutes,
  ...enquiryRoutes,
  ...coaRoutes,
  ...documentRoutes,
  ...inboxRoutes,
  ...tryOutRoutes,
  ...paperRewardRoutes,
  ...uploadRoutes,
]
