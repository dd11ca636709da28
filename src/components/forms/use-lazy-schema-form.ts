'use client'

import { type FormEvent, useRef, useState } from 'react'

/** What the hook needs of a zod schema (`safeParse`), so this file imports no zod. */
export interface ParsingSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

/** Each field's message (the first problem the schema reports for it). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

interface Options<F extends string, T> {
  fields: readonly F[]
  /** Loads the schema on the first check; cached. A failure (offline) leaves the checking to the server. */
  loadSchema: () => Promise<ParsingSchema<T>>
}

/**
 * Form state for a form of plain (uncontrolled) inputs checked with the API's zod schema, which is imported on
 * the first check, so a form on every page (the footer's) costs no zod in the page's JavaScript. Behaves like
 * react-hook-form with mode onBlur: a field is checked when it loses focus, and after a submit also on every
 * change; a submit checks every field and focuses the first invalid one. Values are read from the form itself.
 */
export function useLazySchemaForm<F extends string, T>({ fields, loadSchema }: Options<F, T>) {
  const formRef = useRef<HTMLFormElement>(null)
  const schemaRef = useRef<Promise<ParsingSchema<T> | null> | null>(null)
  const submittedRef = useRef(false)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  const values = (): Record<F, string> => {
    const data = formRef.current ? new FormData(formRef.current) : new FormData()
    return Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])) as Record<F, string>
  }

  /** Checks the whole form and shows the messages of `shown` fields; the parsed data when all is valid. */
  const check = async (shown: readonly F[]): Promise<{ data: T | null; found: FieldErrors<F> }> => {
    schemaRef.current ??= loadSchema().catch(() => {
      schemaRef.current = null // try again next time
      return null
    })
    const schema = await schemaRef.current
    const input = values()
    if (!schema) return { data: input as unknown as T, found: {} }
    const result = schema.safeParse(input)
    const found: FieldErrors<F> = {}
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as F
        if (fields.includes(field) && found[field] === undefined) found[field] = issue.message
      }
    }
    setErrors((previous) => {
      const next = { ...previous }
      for (const f of shown) {
        if (found[f] === undefined) delete next[f]
        else next[f] = found[f]
      }
      return next
    })
    return { data: result.success ? result.data : null, found }
  }

  /** Props for one field's input, select or textarea. */
  const field = (name: F) => ({
    name,
    onBlur: () => void check([name]),
    onChange: () => {
      if (submittedRef.current) void check([name])
    },
  })

  /** Checks every field and shows their messages. */
  const checkAll = async () => {
    await check(fields)
  }

  /** A submit handler: checks everything, then calls `onValid` with the parsed data or focuses the first error. */
  const submit = (onValid: (data: T) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submittedRef.current = true
    void check(fields).then(({ data, found }) => {
      if (data !== null) return onValid(data)
      const first = fields.find((f) => found[f] !== undefined)
      const control = first ? formRef.current?.elements.namedItem(first) : null
      if (control instanceof HTMLElement) control.focus()
    })
  }

  /** Empties the form and its messages. */
  const reset = () => {
    formRef.current?.reset()
    submittedRef.current = false
    setErrors({})
  }

  return { formRef, errors, field, checkAll, submit, reset }
}
