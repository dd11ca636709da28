'use client'

import { useId, useState } from 'react'
import { listHref } from '@/domain/catalog/catalog-paging'
import { initialOpen, toggleNode } from '@/domain/catalog/catalog-tree-menu'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import type { MenuTreeNode } from '@/lib/data/catalog'

interface Props {
  tree: MenuTreeNode[]
  /** The category the page shows (its ancestors start open), or null. */
  activeId: number | null
  /** Which list the entries open: /product-list?id= or /new-product-list?id=. */
  mode: 'products' | 'new'
}

/**
 * The category tree menu (spec section 2): nodes expand and collapse, entries open product-list or
 * new-product-list with the id query, and only one top-level category is open at a time. A disclosure
 * pattern: each parent has a real button with aria-expanded/aria-controls beside its link. Below the
 * desktop breakpoint the whole menu folds behind one button.
 */
export function CategoryTreeMenu({ tree, activeId, mode }: Props) {
  const t = useTranslations('catalog.tree')
  const base = useId()
  const [open, setOpen] = useState<number[]>(() => initialOpen(tree, activeId))
  const [shownOnMobile, setShownOnMobile] = useState(false)
  const route = mode === 'new' ? '/new-product-list' : '/product-list'
  const panelId = `${base}-panel`
  const groupId = (id: number) => `${base}-group-${id}`

  const renderNodes = (nodes: MenuTreeNode[], depth: number) =>
    nodes.map((node) => {
      const expanded = open.includes(node.id)
      const active = node.id === activeId
      return (
        <li key={node.id}>
          <div
            className={`flex items-stretch rounded ${active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            style={{ paddingLeft: `${depth * 0.75}rem` }}
          >
            <Link
              href={listHref(route, node.id)}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-10 flex-1 items-center justify-between gap-2 px-3 py-2 text-sm ${
                active ? 'font-semibold text-brand-700' : depth === 0 ? 'font-medium text-slate-800' : 'text-slate-700'
              } hover:text-brand-700`}
            >
              <span>{node.name}</span>
              <span className="rounded-full bg-slate-100 px-2 text-xs font-normal text-slate-600">{node.count}</span>
            </Link>
            {node.children.length > 0 && (
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={groupId(node.id)}
                aria-label={t('toggle', { name: node.name })}
                onClick={() => setOpen((current) => toggleNode(tree, current, node.id))}
                className="flex w-10 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-brand-700"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`h-4 w-4 transition-transform ${expanded ? 'rotate-90' : ''}`}
                  fill="currentColor"
                >
                  <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            )}
          </div>
          {node.children.length > 0 && (
            <ul id={groupId(node.id)} hidden={!expanded} className="mt-0.5 space-y-0.5">
              {renderNodes(node.children, depth + 1)}
            </ul>
          )}
        </li>
      )
    })

  return (
    <nav aria-label={t('label')} className="rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <p className="font-semibold text-slate-900">{mode === 'new' ? t('titleNew') : t('title')}</p>
        <button
          type="button"
          aria-expanded={shownOnMobile}
          aria-controls={panelId}
          onClick={() => setShownOnMobile((v) => !v)}
          className="rounded border border-slate-300 px-3 py-1 text-sm text-slate-700 xl:hidden"
        >
          {shownOnMobile ? t('hide') : t('show')}
        </button>
      </div>
      <div id={panelId} className={`${shownOnMobile ? 'block' : 'hidden'} p-2 xl:block`}>
        <ul className="space-y-0.5">
          <li>
            <Link
              href={mode === 'new' ? '/new-product-list' : '/products'}
              aria-current={activeId === null ? 'page' : undefined}
              className={`flex min-h-10 items-center rounded px-3 py-2 text-sm ${
                activeId === null ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-800 hover:bg-slate-50'
              }`}
            >
              {mode === 'new' ? t('allNew') : t('all')}
            </Link>
          </li>
          {renderNodes(tree, 0)}
        </ul>
      </div>
    </nav>
  )
}
