'use client'

import { useTranslations } from '@/i18n/client'
import { CAP_ANALOG_KEYS, CAPPING_METHODS, MODIFICATIONS } from '@/toolbox/constants'
import type { MassSpecies } from '@/toolbox/product-mass'
import { FieldMessages } from './FieldMessages'
import { ResultItem } from './ResultItem'
import { SelectField } from './SelectField'
import { SpeciesTable } from './SpeciesTable'
import type { FieldMessage, InputKey, MessageSlot, ToolboxInputs, ToolboxView } from './toolbox-state'

interface Props {
  inputs: ToolboxInputs
  view: ToolboxView
  messages: Partial<Record<MessageSlot, FieldMessage[]>>
  onChange: (key: InputKey, value: string) => void
  onShowProbeDesign: () => void
}

/** Isobaric pairs the spec asks the page to footnote (2.2.4), by the input that makes them relevant. */
function isobaricNotes(inputs: ToolboxInputs): string[] {
  const notes: string[] = []
  if (inputs.modification === 'psi') notes.push('psi')
  if (inputs.capping_method === 'cotranscriptional' && inputs.cap_analog) notes.push(inputs.cap_analog)
  return notes
}

/** The headline pair (spec 1.1): Cap1 (enzymatic) or the analog's capped form, and the uncapped ppp form. */
function headline(species: readonly MassSpecies[]): MassSpecies[] {
  return species.filter((s) => s.species === 'cap1' || s.species === 'capped' || s.species === 'ppp')
}

/** Part 3, product molecules (spec 2.2): masses of every 5' species of the probe design's digestion product. */
export function ProductMoleculesPart({ inputs, view, messages, onChange, onShowProbeDesign }: Props) {
  const t = useTranslations('toolbox')
  const product = view.product?.ok ? view.product.result : null
  const probe = view.probe.ok ? view.probe.result : null
  const cotranscriptional = inputs.capping_method === 'cotranscriptional'
  const notes = isobaricNotes(inputs).filter((key) => t.has(`species.isobaric.${key}`))
  return (
    <div className="space-y-6">
      <section aria-labelledby="tb-product-inputs" className="space-y-4">
        <h3 id="tb-product-inputs" className="text-base font-semibold text-slate-900">
          {t('inputs')}
        </h3>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-xs font-medium text-slate-500">{t('probe.product')}</p>
          {probe ? (
            <p className="mt-1 font-mono text-sm font-semibold break-all text-brand-900" data-testid="product-sequence">
              {probe.digestion_product_sequence}
              <span className="ml-2 font-sans font-normal text-slate-500">
                {t('species.product', { length: probe.digestion_product_length })}
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              {t('species.needProduct')}{' '}
              <button
                type="button"
                onClick={onShowProbeDesign}
                className="font-medium text-brand-700 underline underline-offset-2 print:hidden"
              >
                {t('parts.probeDesign')}
              </button>
            </p>
          )}
          <FieldMessages id="tb-product-msg" messages={messages.product} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <SelectField
            id="tb-modification"
            label={t('fields.modification.label')}
            value={inputs.modification}
            options={MODIFICATIONS.map((value) => ({ value, label: t(`fields.modification.options.${value}`) }))}
            onChange={(value) => onChange('modification', value)}
            messages={messages.modification}
          />
          <fieldset>
            <legend className="mb-1 block text-sm font-medium text-slate-800">{t('fields.cappingMethod.label')}</legend>
            <div className="flex flex-wrap gap-2">
              {CAPPING_METHODS.map((method) => (
                <label
                  key={method}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="tb-capping_method"
                    value={method}
                    checked={inputs.capping_method === method}
                    onChange={() => onChange('capping_method', method)}
                    className="accent-brand-600"
                  />
                  {t(`fields.cappingMethod.options.${method}`)}
                </label>
              ))}
            </div>
            <FieldMessages id="tb-capping_method-msg" messages={messages.capping_method} />
          </fieldset>
          {cotranscriptional ? (
            <SelectField
              id="tb-cap_analog"
              label={t('fields.capAnalog.label')}
              value={inputs.cap_analog}
              placeholder={t('fields.capAnalog.choose')}
              options={CAP_ANALOG_KEYS.map((value) => ({ value, label: t(`fields.capAnalog.options.${value}`) }))}
              onChange={(value) => onChange('cap_analog', value)}
              messages={messages.cap_analog}
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="tb-product-results" className="space-y-4">
        <h3 id="tb-product-results" className="text-base font-semibold text-slate-900">
          {t('species.heading')}
        </h3>
        {product ? (
          <>
            <dl className="grid grid-cols-2 gap-4">
              {headline(product.species).map((s) => (
                <ResultItem
                  key={s.species}
                  label={t(`species.labels.${s.species}`, { analog: inputs.cap_analog })}
                  testId={`headline-${s.species}`}
                >
                  <span className="text-2xl font-semibold text-brand-900 tabular-nums">
                    {s.average_mass_display} <span className="text-sm font-normal text-slate-500">Da</span>
                  </span>
                </ResultItem>
              ))}
            </dl>
            <SpeciesTable species={product.species} capAnalog={inputs.cap_analog} />
            {notes.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
                {notes.map((key) => (
                  <li key={key}>{t(`species.isobaric.${key}`)}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
            {t('species.needProduct')}
          </p>
        )}
      </section>
    </div>
  )
}
