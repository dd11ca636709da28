import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { markupToTree, pageBody } from './search-floor.mjs'

type Node = string | [string, Record<string, unknown>, ...Node[]]
const build = (node: Node): ReactNode =>
  typeof node === 'string' ? node : createElement(node[0], node[1], ...node.slice(2).map((n) => build(n as Node)))
// React 19 adds an image preload link before the markup (in a page, it goes to <head>).
const withoutPreloads = (markup: string) => markup.replace(/<link rel="preload"[^>]*>/g, '')
const again = (markup: string) =>
  withoutPreloads(renderToStaticMarkup(createElement('div', null, ...markupToTree(markup).map(build))))

describe('the search page floor (bench/search-floor.mjs)', () => {
  it('renders markup React made back to the same markup: the floor app sends what the page sent', () => {
    const markup = withoutPreloads(
      renderToStaticMarkup(
        createElement(
          'div',
          { className: 'grid gap-2', 'data-testid': 'x', 'aria-label': 'A & "B"' },
          createElement('a', { href: '/search?keywords=IL-6&page=2', 'data-link': '' }, 'IL-6 <human> & mouse'),
          createElement('img', { src: '/a.png', alt: '', width: 48, style: { color: 'transparent', marginTop: 4 } }),
          createElement('label', { htmlFor: 'q' }, '关键词'),
          createElement('input', { id: 'q', name: 'q', disabled: true, defaultValue: "it's" }),
          createElement('div', { hidden: true }, createElement('br'), 'menu'),
          createElement(
            'svg',
            { viewBox: '0 0 20 20', 'aria-hidden': true },
            createElement('path', { d: 'M0 0h20', strokeWidth: 2 }),
          ),
          createElement(
            'select',
            { defaultValue: 'b' },
            createElement('option', { value: 'a' }, 'A'),
            createElement('option', { value: 'b' }, 'B'),
          ),
        ),
      ),
    )
    expect(again(markup)).toBe(`<div>${markup}</div>`)
  })

  it('leaves out scripts, templates and comments, and reads the body and the language of a page', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="min-h-screen"><!--$--><main>x</main><!--/$--><script>self.__next_f.push([1])</script><template data-x=""></template></body></html>'
    const { lang, bodyProps, markup } = pageBody(html)
    expect(lang).toBe('en')
    expect(bodyProps).toEqual({ className: 'min-h-screen' })
    expect(again(markup)).toBe('<div><main>x</main></div>')
  })
})
