/**
 * The import rules of ../shared/DESIGN.md ("Import rules"), checked by `npm run lint:imports` (part of
 * `npm run verify` and .ci/run). Each rule names the layer it protects; a violation prints the rule's name and
 * the offending import. No exceptions list: a known violation is fixed, not recorded here.
 * scripts/import-rules.test.ts proves every rule fires on the deliberately wrong imports in
 * tests/fixtures/import-rules/.
 *
 * Type-only imports count (tsPreCompilationDeps): a type import still ties two modules' designs together, and a
 * type-only cycle is the first step to a runtime one.
 */

/** Packages that are a framework: pure layers (domain, toolbox) must run without them. */
const FRAMEWORK =
  '(^|node_modules/)(next|next-intl|use-intl|react|react-dom|payload|@payloadcms/[^/]+|drizzle-orm)(/|$)'
/** Tests may read fixtures, seed data and message catalogues to assert against; the rules are about shipped code. */
const TEST_FILE = '\\.test\\.tsx?$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only imports included (DESIGN.md).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-and-toolbox-no-framework',
      severity: 'error',
      comment:
        'domain/ and toolbox/ are pure: no next, payload, react, @payloadcms (the toolbox also runs in the browser).',
      from: { path: '^src/(domain|toolbox)/' },
      to: { path: FRAMEWORK },
    },
    {
      name: 'domain-no-other-layer',
      severity: 'error',
      comment:
        'domain/ imports only domain/ (and plain libraries such as zod): no lib, services, server, api, i18n, ….',
      from: { path: '^src/domain/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'toolbox-no-other-layer',
      severity: 'error',
      comment: 'toolbox/ imports only toolbox/: the calculations are bundled for the browser as they are.',
      from: { path: '^src/toolbox/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: '^src/toolbox/' },
    },
    {
      name: 'services-are-adapters',
      severity: 'error',
      comment: 'services/ are adapters: they import no api, server (use cases), components or app.',
      from: { path: '^src/services/' },
      to: { path: '^src/(api|server|components|app)/' },
    },
    {
      name: 'server-not-to-api-or-ui',
      severity: 'error',
      comment: 'server/ use cases are called by api, app, hooks and jobs; they import no api, components or app.',
      from: { path: '^src/server/' },
      to: { path: '^src/(api|components|app)/' },
    },
    {
      name: 'lib-not-upward',
      severity: 'error',
      comment: 'lib/ (read models, db adapter, cache, helpers) imports no api, components or app.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(api|components|app)/' },
    },
    {
      name: 'admin-and-hooks-through-server',
      severity: 'error',
      comment:
        'admin/ (back-office screens) and collections/ (hooks) call use cases in server/, never the API layer: ' +
        "a use case in an admin folder that throws the API's errors is a second API. A collection's custom " +
        "endpoints (collections/*/endpoints/) are HTTP handlers and may use the API's HTTP helpers.",
      from: { path: '^src/(admin|collections)/', pathNot: '^src/collections/[^/]+/endpoints/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'auth-not-to-api',
      severity: 'error',
      comment:
        "auth/ (sessions, codes, passwords, the members' auth strategy) is called by the API and by Payload: it " +
        'imports no api, components or app (a shared HTTP rule such as the same-site check lives in lib/).',
      from: { path: '^src/auth/' },
      to: { path: '^src/(api|components|app)/' },
    },
    {
      name: 'api-not-to-ui',
      severity: 'error',
      comment: 'api/ parses, calls a use case or read model and answers an envelope: no components or app.',
      from: { path: '^src/api/' },
      to: { path: '^src/(components|app)/' },
    },
    {
      name: 'components-talk-through-the-api',
      severity: 'error',
      comment:
        'components/ import only components, domain, toolbox, i18n, the read models (lib/data, for Server ' +
        'Components), the one typed API client (lib/api-client.ts), the pure URL rules (lib/route-rewrites.ts) ' +
        'and server actions (src/server/<domain>/actions.ts, "use server" files). No collections, services, ' +
        'use cases, access, api, auth or other server internals.',
      from: { path: '^src/components/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/(components|domain|toolbox|i18n)/',
          '^src/lib/data/',
          '^src/lib/api-client\\.ts$',
          '^src/lib/route-rewrites\\.ts$',
          '^src/server/[^/]+/actions\\.ts$',
        ],
      },
    },
    {
      name: 'nothing-imports-app',
      severity: 'error',
      comment: 'app/ is the top: routes and pages import the layers, never the reverse.',
      from: { path: '^src/', pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
