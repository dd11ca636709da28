'use client'

import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react'
import { type MessageTree, useLocale } from '@/i18n/client'
import type { LazyNamespace } from '@/i18n/client-messages'
import { getJson } from '@/lib/api-client'
import { type CoaRequestDetail, type EnquiryProduct, OPEN_COA_EVENT, OPEN_ENQUIRY_EVENT } from '../leads/lead-events'
import { ExtraMessages } from './ExtraMessages'
import { useMember } from './member-store'

/**
 * The shell's pop-ups (spec section 2: price enquiry, COA download, the first-login steps) are on every page but
 * open on few visits, and their forms bring zod and react-hook-form (about 60 kB gzip). So no page carries them:
 * each is loaded, with the message namespace it reads (`/api/i18n/<locale>/<namespace>`), on the first event that
 * opens it (or, for the first-login steps, once the member is known to need them), then opened with that event's
 * detail; from then on it listens for its event itself. While a load is under way, later events are kept (the
 * last one wins). A failed load (offline) is tried again by the next event.
 */
export function LazyDialogs() {
  const member = useMember()
  // Once needed, the first-login steps stay mounted (they show nothing when no longer needed), so a brief
  // logged-out answer of users/info does not bring back a dialog the visitor put off with "Later".
  const [firstLoginWanted, setFirstLoginWanted] = useState(false)
  const needsFirstLogin = member.status === 'member' && (member.needsPhone || member.needsCompletion)
  useEffect(() => {
    if (needsFirstLogin) setFirstLoginWanted(true)
  }, [needsFirstLogin])
  return (
    <>
      <OnEvent<EnquiryProduct>
        event={OPEN_ENQUIRY_EVENT}
        namespace="leads"
        load={() => import('../leads/EnquiryDialog').then((m) => m.EnquiryDialog)}
      />
      <OnEvent<CoaRequestDetail>
        event={OPEN_COA_EVENT}
        namespace="leads"
        load={() => import('../leads/CoaDialog').then((m) => m.CoaDialog)}
      />
      {firstLoginWanted ? (
        <Loaded
          namespace="account"
          load={() => import('../account/FirstLoginDialogs').then((m) => m.FirstLoginDialogs)}
          render={(FirstLoginDialogs) => <FirstLoginDialogs />}
        />
      ) : null}
    </>
  )
}

type Loader<P> = () => Promise<ComponentType<P>>

const messageLoads = new Map<string, Promise<MessageTree>>()

/** One namespace's messages for the locale, fetched once per page (a failure is forgotten, to be tried again). */
function loadNamespace(locale: string, namespace: LazyNamespace): Promise<MessageTree> {
  const key = `${locale}/${namespace}`
  let load = messageLoads.get(key)
  if (!load) {
    load = getJson<MessageTree>(`/api/i18n/${key}`)
    load.catch(() => messageLoads.delete(key))
    messageLoads.set(key, load)
  }
  return load
}

/** A component and its messages, both loaded. */
interface Ready<P> {
  Component: ComponentType<P>
  messages: MessageTree
}

function useLoad<P>(namespace: LazyNamespace, load: Loader<P>, start: boolean) {
  const locale = useLocale()
  const [ready, setReady] = useState<Ready<P> | null>(null)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; `attempt` retries.
  useEffect(() => {
    if (!start || ready) return
    let live = true
    Promise.all([load(), loadNamespace(locale, namespace)]).then(
      ([Component, messages]) => {
        if (live) setReady({ Component, messages })
      },
      () => undefined, // offline or a new deployment's missing chunk: the next event tries again
    )
    return () => {
      live = false
    }
  }, [start, ready, locale, namespace, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ready, retry }
}

/** Loads a dialog on the first `event`, then renders it opened with that event's detail. */
function OnEvent<D>({
  event,
  namespace,
  load,
}: {
  event: string
  namespace: LazyNamespace
  load: Loader<{ initial?: D }>
}) {
  const [first, setFirst] = useState<{ detail: D } | null>(null)
  const { ready, retry } = useLoad(namespace, load, first !== null)
  useEffect(() => {
    if (ready) return // the dialog listens itself now
    const onOpen = (e: Event) => {
      setFirst({ detail: ((e as CustomEvent<D>).detail ?? {}) as D })
      retry()
    }
    window.addEventListener(event, onOpen)
    return () => window.removeEventListener(event, onOpen)
  }, [event, ready, retry])
  if (!ready || !first) return null
  const { Component, messages } = ready
  return (
    <ExtraMessages messages={messages}>
      <Component initial={first.detail} />
    </ExtraMessages>
  )
}

/** Loads a component as soon as it is rendered. */
function Loaded<P>({
  namespace,
  load,
  render,
}: {
  namespace: LazyNamespace
  load: Loader<P>
  render: (Component: ComponentType<P>) => ReactNode
}) {
  const { ready } = useLoad(namespace, load, true)
  if (!ready) return null
  return <ExtraMessages messages={ready.messages}>{render(ready.Component)}</ExtraMessages>
}
