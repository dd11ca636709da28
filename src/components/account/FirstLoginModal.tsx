'use client'

import type React from 'react'
import { Dialog, DialogTitle } from '@/components/ui/Dialog'

/** The frame of a first-login step: its title and intro above the step's form. */
export function FirstLoginModal({
  title,
  intro,
  onClose,
  children,
}: {
  title: string
  intro: string
  onClose: () => void
  children: React.ReactNode
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      className="m-auto max-h-[90vh] w-[min(94vw,32rem)] overflow-y-auto rounded-lg p-6 shadow-xl backdrop:bg-black/40"
    >
      <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-4">{children}</div>
    </Dialog>
  )
}
