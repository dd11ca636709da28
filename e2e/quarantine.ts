/**
 * The only tests that may be retried (docs/adr/0039-quarantine-and-no-silent-skips.md). Every other test runs once:
 * e2e/setup/quarantine.ts sets each test's retry from this list before it runs (a `retry` in a test file or on the
 * command line is overridden), and e2e/setup/retries-reporter.ts prints every retried test at the end of the run
 * and fails the run when one is not listed here.
 *
 * An entry is a debt with an owner: the file, the test's full name as the report prints it (its describe blocks
 * and its own name joined by " > "), why it is flaky, and the issue where its fix is tracked. Remove the entry in
 * the commit that fixes the cause.
 */
export interface QuarantinedTest {
  /** The test file, relative to the repository root (`e2e/admin.e2e.ts`). */
  file: string
  /** The test's full name: `describe > … > it`. */
  test: string
  /** What fails and why (the race, the wait that is missing). */
  reason: string
  /** Where the fix is tracked (an issue's address). */
  issue: string
  /** How many more attempts it gets (1 when unset). */
  retries?: number
}

export const QUARANTINE: readonly QuarantinedTest[] = [
  {
    file: 'e2e/search.e2e.ts',
    test: 'search > opens the product when a catalog number is typed in the search bar',
    reason:
      'In two full CI runs on 2026-12-02 the first catalog-number search, late in the suite, did not reach the product page within 60 s; alone, and right after e2e/admin-visible.e2e.ts, it passes in 2–3.5 s. Which earlier file leaves the state that slows it is not found yet.',
    issue: 'issue 32 (the engine room: "a 20 s first search")',
  },
  {
    file: 'e2e/admin-money.e2e.ts',
    test: 'money in the back office (issue 22) > a price reads in yuan, ¥980.00 typed is stored as 98000 fen, and 9.999 is refused',
    reason:
      'Once in a full CI run on 2026-12-02 the product form\'s "save draft" stayed disabled after the price was typed (the form did not count the edit); alone it passes in 4 s. Same suspicion as the search entry: state left by an earlier file.',
    issue: 'issue 32 (the engine room: flakes fixed at their cause)',
  },
  {
    file: 'e2e/admin-inbox.e2e.ts',
    test: 'the one inbox (Chinese admin, sales) > filters overdue items of today across kinds, assigns one to a colleague, replies; the customer gets the mail',
    reason:
      "In one of three full CI runs on 2026-12-02 it hit its 180 s timeout, with no step of its own failing, right after SQLITE_BUSY errors in the server log (two web processes and the test's direct seed writing one SQLite file); alone on the same build it passes in 7 s, the reply mailed. Same family as the two entries above: state or a lock left by an earlier file.",
    issue: 'issue 32 (the engine room: flakes fixed at their cause)',
  },
]

/** The entry of a test, if it is quarantined. */
export function quarantined(file: string, test: string): QuarantinedTest | undefined {
  const normalized = file.replaceAll('\\', '/')
  return QUARANTINE.find((q) => normalized.endsWith(q.file) && q.test === test)
}
