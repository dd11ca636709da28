'use client'

import { useTranslations } from '@/i18n/client'
import { FieldMessages } from './FieldMessages'
import { NumberField } from './NumberField'
import { ResultItem } from './ResultItem'
import type { FieldMessage, InputKey, MessageSlot, ToolboxInputs, ToolboxView } from './toolbox-state'

interface Props {
  inputs: ToolboxInputs
  view: ToolboxView
  messages: Partial<Record<MessageSlot, FieldMessage[]>>
  onChange: (key: InputKey, value: string) => void
}

const VOLUMES = [
  ['mix', 'mix_ul'],
  ['probe', 'probe_ul'],
  ['sample', 'sample_ul'],
  ['water', 'water_ul'],
] as const

/** Part 2, reaction system (spec 3): 100 pmol mRNA per 100 µl, scaled to at most 150 µl for dilute samples. */
export function ReactionSystemPart({ inputs, view, messages, onChange }: Props) {
  const t = useTranslations('toolbox')
  const reaction = view.reaction.ok ? view.reaction.result : null
  const minConc = reaction?.min_sample_conc_ng_ul
  const enteredLength = view.sequenceLength
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section aria-labelledby="tb-reaction-inputs" className="space-y-4">
        <h3 id="tb-reaction-inputs" className="text-base font-semibold text-slate-900">
          {t('inputs')}
        </h3>
        <NumberField
          id="tb-mrna_length"
          label={t('fields.mrnaLength.label')}
          value={inputs.mrna_length}
          onChange={(value) => onChange('mrna_length', value)}
          messages={messages.mrna_length}
          extra={
            enteredLength !== null && enteredLength >= 20 && inputs.mrna_length !== String(enteredLength) ? (
              <button
                type="button"
                onClick={() => onChange('mrna_length', String(enteredLength))}
                className="mt-1 text-xs font-medium text-brand-700 underline underline-offset-2 print:hidden"
              >
                {t('fields.mrnaLength.useSequence', { count: enteredLength })}
              </button>
            ) : null
          }
        />
        <NumberField
          id="tb-sample_conc_ng_ul"
          label={t('fields.sampleConc.label')}
          value={inputs.sample_conc_ng_ul}
          onChange={(value) => onChange('sample_conc_ng_ul', value)}
          messages={messages.sample_conc_ng_ul}
          decimal
          extra={
            typeof minConc === 'number' ? (
              <p className="mt-1 text-sm font-medium text-amber-900" data-testid="min-sample-conc">
                {t('reaction.minConc', { value: minConc.toFixed(2) })}
              </p>
            ) : null
          }
        />
        <NumberField
          id="tb-probe_conc_uM"
          label={t('fields.probeConc.label')}
          value={inputs.probe_conc_uM}
          onChange={(value) => onChange('probe_conc_uM', value)}
          messages={messages.probe_conc_uM}
          decimal
        />
        <p className="text-xs text-slate-500">{t('reaction.basis')}</p>
      </section>

      <section aria-labelledby="tb-reaction-results" className="space-y-4">
        <h3 id="tb-reaction-results" className="text-base font-semibold text-slate-900">
          {t('reaction.heading')}
        </h3>
        <FieldMessages id="tb-volumes-msg" messages={messages.volumes} />
        {reaction && reaction.final_volume_ul !== null ? (
          <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm print:shadow-none">
            <table className="w-full border-collapse text-sm" data-testid="reaction-table">
              <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('reaction.component')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    {t('reaction.volume')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {VOLUMES.map(([name, key]) => (
                  <tr key={key} data-volume={key}>
                    <th scope="row" className="px-4 py-2 text-left font-normal text-slate-800">
                      {t(`reaction.${name}`)}
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">{reaction[key]?.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-slate-200 bg-brand-50">
                <tr data-volume="final_volume_ul">
                  <th scope="row" className="px-4 py-2 text-left font-semibold text-brand-900">
                    {t('reaction.final')}
                  </th>
                  <td className="px-4 py-2 text-right text-base font-semibold text-brand-900 tabular-nums">
                    {reaction.final_volume_ul.toFixed(2)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
            {reaction ? t('reaction.noVolumes') : t('reaction.pending')}
          </p>
        )}
        {reaction ? (
          <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 p-4 text-sm">
            <ResultItem label={t('reaction.mw')} testId="mrna-mw">
              <span className="tabular-nums">{reaction.mrna_mw_g_per_mol.toFixed(1)}</span>
            </ResultItem>
            <ResultItem label={t('reaction.mass')} testId="mrna-mass">
              <span className="tabular-nums">{reaction.mrna_mass_ug.toFixed(4)}</span>
            </ResultItem>
            <ResultItem label={t('reaction.required')} testId="v-required">
              <span className="tabular-nums">{reaction.v_required_ul.toFixed(2)}</span>
            </ResultItem>
            {reaction.scale_factor !== null ? (
              <ResultItem label={t('reaction.scale')} testId="scale-factor">
                <span className="tabular-nums">{reaction.scale_factor.toFixed(2)}×</span>
              </ResultItem>
            ) : null}
          </dl>
        ) : null}
      </section>
    </div>
  )
}
