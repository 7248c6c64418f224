/* eslint-env node */
const fs = require('node:fs');
const path = require('node:path');

const featureDir = path.join(__dirname, 'src/features');
const features = fs.existsSync(featureDir)
  ? fs.readdirSync(featureDir).filter((name) => fs.statSync(path.join(featureDir, name)).isDirectory())
  : [];

/** What one feature may take from another: its types, selectors and action creators. */
const publicFeatureFiles = ['types.ts', 'selectors.ts', 'slice.ts'];

const featureBoundaries = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...features.filter((other) => other !== feature).flatMap((other) => publicFeatureFiles.map((file) => `./${other}/${file}`)),
  ],
  message: 'Features share only types.ts, selectors.ts and slice.ts; compose features in src/app/routes.',
}));

module.exports = {
  root: true,
  env: { browser: true, es2022: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'import', 'jsx-a11y', 'react-hooks', 'check-file'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:import/typescript',
    'plugin:jsx-a11y/recommended',
    'plugin:react-hooks/recommended',
  ],
  settings: {
    'import/resolver': { typescript: { project: './tsconfig.json' } },
  },
  ignorePatterns: ['dist', 'node_modules', 'public/mockServiceWorker.js', '*.mjs', '*.cjs'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-redux',
            importNames: ['useDispatch', 'useSelector', 'useStore'],
            message: 'Use the typed hooks from src/shared/store/hooks.ts.',
          },
        ],
        patterns: [{ group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'No barrel files: import the module itself.' }],
      },
    ],
    // Components are PascalCase (.tsx); every other module is kebab-case. Middle extensions (.test, .e2e) are ignored.
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.ts': 'KEBAB_CASE', '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))' },
      { ignoreMiddleExtensions: true },
    ],
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: './src', from: './mocks', message: 'The app never imports the mock backend (main.tsx has the one dynamic import).' },
          { target: './src', from: './test', message: 'The app never imports test code.' },
          { target: './src/shared', from: './src/features', message: 'The shared kernel does not know features.' },
          {
            target: ['./src/shared', './src/features', './mocks'],
            from: './src/app',
            message: 'src/app is the composition root: only main.tsx and tests (test/, *.test.*) import it. Take state, epic and hook types from src/shared/store and configuration from deps.config.',
          },
          ...featureBoundaries,
        ],
      },
    ],
  },
  overrides: [
    {
      files: ['src/shared/store/hooks.ts'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'mocks/**'],
      env: { node: true },
    },
    {
      // Tests reach across every boundary on purpose: they wire the app to the mock backend.
      files: ['**/*.test.ts', '**/*.test.tsx'],
      rules: { 'import/no-restricted-paths': 'off' },
    },
  ],
};
