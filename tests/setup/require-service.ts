/**
 * The one place a test decides what to do when an outside service it needs (Redis, nginx) is missing. Locally the
 * suite is skipped, with the reason in its name. With CI=true (.ci/run sets it, and installs or starts every such
 * service before its tests) a missing service fails the run instead: a skip there would hide a suite that never ran.
 * docs/adr/0039-quarantine-and-no-silent-skips.md.
 */
export function inCi(): boolean {
  const ci = (process.env.CI ?? '').toLowerCase()
  return ci !== '' && ci !== '0' && ci !== 'false'
}

/**
 * Returns `available`, or throws under CI=true when it is false. `what` names the service and where it was looked
 * for, `remedy` says how to provide it; both go into the error.
 */
export function requireService(what: string, available: boolean, remedy: string): boolean {
  if (!available && inCi()) {
    throw new Error(`${what} is missing and CI=true: the tests that need it would be skipped. ${remedy}`)
  }
  return available
}
