/**
 * The time source of everything that counts or expires (rate limits, lockouts, codes, captchas). Production uses
 * the system clock; tests install a fake one with `setClock` instead of sleeping.
 */
export interface Clock {
  now(): number
}

const systemClock: Clock = { now: () => Date.now() }
let current: Clock = systemClock

export function now(): number {
  return current.now()
}

/** Installs a clock (tests); `setClock(null)` restores the system clock. */
export function setClock(clock: Clock | null): void {
  current = clock ?? systemClock
}

/** A clock that only moves when told to (tests). */
export function manualClock(start = Date.now()): Clock & { advance(ms: number): void; set(ms: number): void } {
  let t = start
  return {
    now: () => t,
    advance(ms: number) {
      t += ms
    },
    set(ms: number) {
      t = ms
    },
  }
}
