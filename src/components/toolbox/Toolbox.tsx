'use client'

import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { ExportPanel } from './ExportPanel'
import { PartTabs } from './PartTabs'
import { ProbeDesignPart } from './ProbeDesignPart'
import { ProductMoleculesPart } from './ProductMoleculesPart'
import { ReactionSystemPart } from './ReactionSystemPart'
import {
  computeToolbox,
  fieldMessages,
  type InputKey,
  isPart,
  type Part,
  type ToolboxInputs,
  toolboxQuery,
} from './toolbox-state'
import './toolbox-print.css'

/** Delay before the URL follows the inputs (typing a sequence does not rewrite history on every key). */
const URL_DEBOUNCE_MS = 300

const PART_HEADING: Record<Part, string> = {
  'probe-design': 'parts.probeDesign',
  'product-molecules': 'parts.productMolecules',
  'reaction-system': 'parts.reactionSystem',
}

/**
 * The interactive toolbox: the form's state, results computed in the browser by the library as the user
 * types (no API round trip), and the URL query kept in step (replaceState) so that a reload or a shared
 * link shows the same inputs and results. The first render (on the server) gets the state from the URL.
 */
export function Toolbox({ initialInputs, initialPart }: { initialInputs: ToolboxInputs; initialPart: Part }) {
  const t = useTranslations('toolbox')
  const [inputs, setInputs] = useState(initialInputs)
  const [part, setPart] = useState(initialPart)
  const deferred = useDeferredValue(inputs)
  const view = useMemo(() => computeToolbox(deferred), [deferred])
  const messages = useMemo(() => fieldMessages(deferred, view), [deferred, view])

  const urlOf = useCallback((state: ToolboxInputs, selected: Part) => {
    const query = toolboxQuery(state, selected).toString()
    return `${window.location.pathname}${query ? `?${query}` : ''}`
  }, [])

  // The URL follows the state (debounced); the first render's URL is already right.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => {
      const url = urlOf(inputs, part) + window.location.hash
      if (url !== window.location.pathname + window.location.search + window.location.hash) {
        window.history.replaceState(window.history.state, '', url)
      }
    }, URL_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [inputs, part, urlOf])

  // An anchor (#reaction-system) selects its part, on arrival and when the hash changes.
  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1)
      if (isPart(hash)) setPart(hash)
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    return () => window.removeEventListener('hashchange', fromHash)
  }, [])

  const onChange = useCallback((key: InputKey, value: string) => {
    setInputs((previous) => (previous[key] === value ? previous : { ...previous, [key]: value }))
  }, [])

  const panel = (p: Part, content: ReactNode) => (
    <section
      key={p}
      id={p}
      role="tabpanel"
      aria-labelledby={`tab-${p}`}
      tabIndex={-1}
      className={`${p === part ? 'block' : 'hidden'} scroll-mt-24 pt-6 focus:outline-none print:block print:break-inside-avoid-page`}
    >
      <h2 className="mb-4 hidden text-lg font-semibold text-slate-900 print:block">{t(PART_HEADING[p])}</h2>
      {content}
    </section>
  )

  return (
    <div className="min-w-0" data-testid="toolbox">
      <div className="mb-4">
        <ExportPanel complete={view.complete} input={view.pipelineInput} currentUrl={() => urlOf(inputs, part)} />
      </div>
      <PartTabs part={part} onSelect={setPart} />
      {panel('probe-design', <ProbeDesignPart inputs={inputs} view={view} messages={messages} onChange={onChange} />)}
      {panel(
        'product-molecules',
        <ProductMoleculesPart
          inputs={inputs}
          view={view}
          messages={messages}
          onChange={onChange}
          onShowProbeDesign={() => setPart('probe-design')}
        />,
      )}
      {panel(
        'reaction-system',
        <ReactionSystemPart inputs={inputs} view={view} messages={messages} onChange={onChange} />,
      )}
    </div>
  )
}
