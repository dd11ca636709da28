import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 17, "Done when": a deliberately wrong import in a test fixture proves the import-rule check fails.
 * tests/fixtures/import-rules/src breaks every rule of .dependency-cruiser.cjs once, beside imports the rules allow
 * (a domain test reading another layer, a component importing the API client, a read model and a server action).
 * The checker runs as `npm run lint:imports` runs it, from the fixture folder.
 */
const root = path.resolve(import.meta.dirname, '..')
const fixture = path.join(root, 'tests/fixtures/import-rules')
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')

interface Violation {
  from: string
  to: string
  rule: { name: string }
  cycle?: { name: string }[]
}
interface CruiseResult {
  summary: { error: number; violations: Violation[] }
}

/** Runs the checker on the fixture with one of its reporters: `err` is what `npm run lint:imports` prints. */
async function cruiseFixture(outputType: 'err' | 'json'): Promise<{ exitCode: number; stdout: string }> {
  const args = [cli, 'src', '--config', path.join(root, '.dependency-cruiser.cjs'), '--no-cache', '-T', outputType]
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: fixture, maxBuffer: 64 << 20 })
    return { exitCode: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { exitCode: failed.code, stdout: failed.stdout }
  }
}

let result: CruiseResult
beforeAll(async () => {
  result = JSON.parse((await cruiseFixture('json')).stdout) as CruiseResult
}, 60_000)

/** "rule: from → to", with the framework package named instead of its resolved file. */
const describeViolation = (v: Violation): string =>
  `${v.rule.name}: ${v.from} → ${v.to.replace(/^(\.\.\/)*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$2')}`

describe('the import rules (dependency-cruiser)', () => {
  it('fail the command (non-zero exit) on the fixture', async () => {
    const { exitCode, stdout } = await cruiseFixture('err')
    expect(exitCode).not.toBe(0)
    expect(stdout).toContain('15 dependency violations')
  }, 60_000)

  it('report each deliberately wrong import of the fixture, and only those', () => {
    expect(result.summary.violations.map(describeViolation).sort()).toEqual(
      [
        'admin-and-hooks-through-server: src/collections/things/index.ts → src/api/envelope.ts',
        'api-not-to-ui: src/api/preview.ts → src/components/Badge.tsx',
        'auth-not-to-api: src/auth/session.ts → src/api/envelope.ts',
        'components-talk-through-the-api: src/components/Widget.tsx → src/collections/things/index.ts',
        'components-talk-through-the-api: src/components/Widget.tsx → src/services/sms/sms.ts',
        'domain-and-toolbox-no-framework: src/domain/framework.ts → payload',
        'domain-and-toolbox-no-framework: src/toolbox/calc.ts → react',
        'domain-no-other-layer: src/domain/layer.ts → src/lib/clock-text.ts',
        'lib-not-upward: src/lib/data/things.ts → src/api/envelope.ts',
        'lib-not-upward: src/lib/data/things.ts → src/app/title.ts',
        'no-circular: src/api/envelope.ts → src/api/routes.ts',
        'nothing-imports-app: src/lib/data/things.ts → src/app/title.ts',
        'server-not-to-api-or-ui: src/server/orders/place-order.ts → src/api/envelope.ts',
        'services-are-adapters: src/services/sms/sms.ts → src/server/orders/place-order.ts',
        'toolbox-no-other-layer: src/toolbox/calc.ts → src/domain/price.ts',
      ].sort(),
    )
    expect(result.summary.error).toBe(15)
  })

  it('count a type-only import in a cycle', () => {
    const cycle = result.summary.violations.find((v) => v.rule.name === 'no-circular')
    expect(cycle?.cycle?.map((step) => step.name)).toEqual(['src/api/routes.ts', 'src/api/envelope.ts'])
  })
})
