/**
 * The layers of docs/architecture.md, enforced: `npm run lint` fails on an import against them and
 * names the rule it breaks.
 *   src: domain -> api -> state -> features -> app (each imports only layers to its left);
 *        ui is presentational (domain only); config and settings are build settings anyone reads.
 *   mocks, contracts, e2e: src/domain and src/api only; src reaches mocks only from src/demo-backend.ts.
 */
const layer = (name, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^src/${name.split('-')[0]}/` },
  to: { path: '^src/(domain|api|state|ui|features|app)/', pathNot: `^src/(${allowed})/` },
})

module.exports = {
  forbidden: [
    layer('domain-stays-at-the-bottom', 'domain', 'src/domain imports no other layer of src.'),
    layer('api-over-domain-only', 'domain|api', 'src/api speaks HTTP with the domain types only.'),
    layer(
      'state-over-api-and-domain',
      'domain|api|state',
      'src/state (valtio stores) builds on src/api and src/domain only.',
    ),
    layer(
      'ui-is-presentational',
      'domain|ui',
      'src/ui is presentational: it imports nothing above src/domain (the app shell lives in src/app).',
    ),
    layer(
      'features-below-app',
      'domain|api|state|ui|features',
      'src/features may use domain, api, state and ui, never src/app.',
    ),
    {
      name: 'features-stay-apart',
      comment: 'A feature does not reach into another feature; shared parts go to src/ui or lower.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/'] },
    },
    {
      name: 'settings-stay-plain',
      comment: 'The build settings (src/config.ts, src/settings.ts) import only src/domain.',
      severity: 'error',
      from: { path: '^src/(config|settings)\\.ts$' },
      to: { path: '^src/(api|state|ui|features|app)/' },
    },
    {
      name: 'src-reaches-mocks-only-from-demo-backend',
      comment:
        'src/ reaches the embedded backend only through the guarded dynamic imports in src/demo-backend.ts (called by the start-up in mock builds).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/demo-backend\\.ts$' },
      to: { path: '^mocks/' },
    },
    {
      name: 'mocks-use-domain-and-api-only',
      comment: 'mocks/ import only src/domain and src/api of the app.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^src/', pathNot: '^src/(domain|api)/' },
    },
    {
      name: 'tests-use-domain-and-api-only',
      comment: 'contracts/ and e2e/ import only src/domain and src/api of the app.',
      severity: 'error',
      from: { path: '^(contracts|e2e)/' },
      to: { path: '^src/', pathNot: '^src/(domain|api)/' },
    },
    {
      name: 'prime-through-ui-prime',
      comment:
        'PrimeReact components come from src/ui/prime, which imports the theme parts each one needs.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/ui/(prime/|prime-provider\\.tsx$)' },
      to: { path: 'node_modules/primereact/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood, tested or split apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.e2e|dist|static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
