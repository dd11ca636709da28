import type React from 'react'

/** One labelled result (inside a `<dl>`); `testId` names the value for tests and tools. */
export function ResultItem({
  label,
  children,
  testId,
  wide = false,
}: {
  label: string
  children: React.ReactNode
  testId?: string
  wide?: boolean
}) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
