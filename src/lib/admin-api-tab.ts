import type { CollectionConfig, DocumentTabCondition, GlobalConfig } from 'payload'
import { hasRole } from '../access/roles'

/** Only admins see the document's "API" tab (the record as raw JSON); staff of other roles never need it. */
export const apiTabForAdmins: DocumentTabCondition = ({ req }) => hasRole(req.user, 'admin')

/**
 * The collection or global with its "API" tab shown to admins only (issue 22: "every record shows an API tab with
 * raw JSON" to editors and sales). Whatever else its admin components say is kept.
 */
export function withApiTabForAdmins<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const admin = config.admin ?? {}
  const components = admin.components ?? {}
  const views = components.views ?? {}
  const edit = views.edit ?? {}
  return {
    ...config,
    admin: {
      ...admin,
      components: {
        ...components,
        views: {
          ...views,
          edit: { ...edit, api: { ...edit.api, tab: { ...edit.api?.tab, condition: apiTabForAdmins } } },
        },
      },
    },
  }
}
