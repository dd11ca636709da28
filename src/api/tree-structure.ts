import { z } from 'zod'
import { findNode } from '../domain/catalog/category-tree'
import { categoryTree } from '../lib/data/categories'
import { ApiError } from './envelope'
import type { Route } from './handler-types'
import { idParam, parseQuery } from './query'

export const treeStructureRoutes: Route[] = [
  {
    // Children of one node (pid 4, 5, 6 give the footer's resource, news and about lists).
    method: 'GET',
    path: '/tree_structure',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ pid: idParam }).strict())
      const node = findNode(await categoryTree(payload, locale), q.pid)
      if (!node) throw new ApiError('E0404')
      return node.children
    },
  },
  {
    // The whole tree; its first element is the home entry, which the main navigation drops.
    method: 'GET',
    path: '/tree_structure/child',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({ status: z.literal('0').optional() }).strict())
      return categoryTree(payload, locale)
    },
  },
]
