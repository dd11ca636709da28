import { aboutMenuTarget, type SectionNode } from '@/domain/content/content-sections'
import type { MenuItem } from './SideMenu'

/**
 * The about-us side menu (category 6's children) honouring their links: authorized distributors and
 * contact us go to /contact, join us opens the external recruitment site, the others /about-us?childId=.
 */
export function aboutMenuItems(children: SectionNode[], current: (node: SectionNode, href: string) => boolean) {
  return children.map((node): MenuItem => {
    const target = aboutMenuTarget(node)
    return {
      key: node.id,
      href: target.href,
      label: node.name,
      external: target.external,
      current: current(node, target.href),
    }
  })
}
