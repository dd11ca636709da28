'use client'

import { useTranslations } from '@/i18n/client'
import { ChimericProbe } from './ChimericProbe'
import { FieldMessages } from './FieldMessages'
import { NumberField } from './NumberField'
import { ResultItem } from './ResultItem'
import { SequenceField } from './SequenceField'
import { SequenceMap } from './SequenceMap'
import {
  type FieldMessage,
  type InputKey,
  isCheckMode,
  type MessageSlot,
  sequenceForUrl,
  type ToolboxInputs,
  type ToolboxView,
} from './toolbox-state'

interface Props {
  inputs: ToolboxInputs
  view: ToolboxView
  messages: Partial<Record<MessageSlot, FieldMessage[]>>
  onChange: (key: InputKey, value: string) => void
}

/** Part 1, probe design (spec 2.1): the sequence and probe geometry in, the probe and the 5' product out. */
export function ProbeDesignPart({ inputs, view, messages, onChange }: Props) {
  const t = useTranslations('toolbox')
  const checkMode = isCheckMode(inputs)
  const probe = view.probe.ok ? view.probe.result : null
  const numberField = (key: InputKey, name: string, replaced = false) => (
    <NumberField
      id={`tb-${key}`}
      label={t(`fields.${name}.label`)}
      help={replaced ? t('fields.probeStart.replaced') : t(`fields.${name}.help`)}
      value={replaced && probe ? String(probe[key as 'probe_start' | 'probe_length']) : inputs[key]}
      onChange={(value) => onChange(key, value)}
      messages={messages[key]}
      disabled={replaced}
      alignLabel
    />
  )
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section aria-labelledby="tb-probe-inputs" className="space-y-4">
        <h3 id="tb-probe-inputs" className="text-base font-semibold text-slate-900">
          {t('inputs')}
        </h3>
        <SequenceField
          id="tb-sequence"
          label={t('fields.sequence.label')}
          help={t('fields.sequence.help')}
          value={inputs.sequence}
          onChange={(value) => onChange('sequence', value)}
          messages={messages.sequence}
          rows={6}
          placeholder={'>mRNA\nGGGAGACCAAGCUGGCUAGC…'}
          extra={
            <>
              {view.sequenceLength !== null ? (
                <p className="mt-1 text-xs text-slate-600" data-testid="sequence-length">
                  {t('fields.sequence.count', { count: view.sequenceLength })}
                </p>
              ) : null}
              {inputs.sequence !== '' && sequenceForUrl(inputs.sequence) === null ? (
                <p className="mt-1 text-xs text-amber-800">{t('fields.sequence.tooLongForLink')}</p>
              ) : null}
            </>
          }
        />
        <div className="grid grid-cols-2 gap-4">
          {numberField('probe_start', 'probeStart', checkMode)}
          {numberField('probe_length', 'probeLength', checkMode)}
          {numberField('digestion_position', 'digestionPosition')}
          {numberField('hybrid_length', 'hybridLength')}
        </div>
        <SequenceField
          id="tb-probe_sequence"
          label={t('fields.probeSequence.label')}
          help={t('fields.probeSequence.help')}
          value={inputs.probe_sequence}
          onChange={(value) => onChange('probe_sequence', value)}
          messages={messages.probe_sequence}
          rows={2}
        />
      </section>

      <section aria-labelledby="tb-probe-results" className="space-y-4">
        <h3 id="tb-probe-results" className="text-base font-semibold text-slate-900">
          {t('results')}
        </h3>
        {probe ? (
          <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:shadow-none">
            <dl className="grid grid-cols-2 gap-4">
              <ResultItem label={t('probe.probeSequence')} testId="probe-sequence" wide>
                <code className="font-mono text-base font-semibold tracking-wide break-all">
                  {probe.probe_sequence}
                </code>
              </ResultItem>
              <ResultItem label={t('probe.probeChimeric')} testId="probe-chimeric" wide>
                <ChimericProbe notation={probe.probe_chimeric} />
              </ResultItem>
              <ResultItem label={t('probe.gc')} testId="probe-gc">
                <span className="text-lg font-semibold tabular-nums">{probe.probe_gc_percent.toFixed(2)}</span>
                <FieldMessages id="tb-gc-msg" messages={messages.gc} />
              </ResultItem>
              <ResultItem label={t('probe.productLength')} testId="product-length">
                <span className="text-lg font-semibold tabular-nums">{probe.digestion_product_length}</span>
              </ResultItem>
              <ResultItem label={t('probe.product')} testId="digestion-product" wide>
                <code className="font-mono text-base font-semibold tracking-wide break-all text-brand-900">
                  {probe.digestion_product_sequence}
                </code>
                <p className="mt-0.5 text-xs text-slate-500">
                  {t('probe.cleavage', { left: probe.cleavage_between[0], right: probe.cleavage_between[1] })}
                </p>
              </ResultItem>
              <ResultItem label={t('probe.targetRegion', { start: probe.probe_start, end: probe.probe_end })} wide>
                <code className="font-mono text-sm break-all">{probe.probe_target_region}</code>
              </ResultItem>
              <ResultItem label={t('probe.hybridRegion')}>
                <span className="tabular-nums">
                  {t('probe.range', { start: probe.hybrid_region_in_mrna[0], end: probe.hybrid_region_in_mrna[1] })}
                </span>
              </ResultItem>
              <ResultItem label={t('probe.dnaWindow')}>
                <span className="tabular-nums">
                  {t('probe.range', { start: probe.dna_window_in_probe[0], end: probe.dna_window_in_probe[1] })}
                </span>
              </ResultItem>
            </dl>
            <SequenceMap result={probe} label={t('probe.map')} />
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
            {t('probe.pending')}
          </p>
        )}
      </section>
    </div>
  )
}
