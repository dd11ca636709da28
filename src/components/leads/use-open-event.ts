'use client'

import { useEffect, useEffectEvent } from 'react'

/**
 * A shell pop-up's opening: with `initial`, the detail of the event that made the shell load it
 * (src/components/shell/LazyDialogs.tsx), then with the detail of every later window `event`.
 */
export function useOpenEvent<D>(event: string, initial: D | undefined, open: (detail: D) => void): void {
  const openWith = useEffectEvent(open)
  useEffect(() => {
    if (initial) openWith(initial)
    const onOpen = (e: Event) => openWith(((e as CustomEvent<D>).detail ?? {}) as D)
    window.addEventListener(event, onOpen)
    return () => window.removeEventListener(event, onOpen)
  }, [event, initial])
}
