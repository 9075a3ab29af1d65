// ESLint's flat config: `npm test` runs `eslint .`, and any error fails it.
import js from '@eslint/js';
import globals from 'globals';

const style = {
  eqeqeq: ['error', 'always'],
  'no-var': 'error',
  'prefer-const': 'error',
  'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none' }],
  'max-len': [
    'error',
    {
      code: 100,
      ignoreStrings: true,
      ignoreTemplateLiterals: true,
      ignoreRegExpLiterals: true,
      ignoreUrls: true
    }
  ]
};

export default [
  { ignores: ['node_modules/', 'build/', 'dist/', 'test-results/'] },
  js.configs.recommended,
  {
    // The page's modules: functions a reader takes in at once (a view is plain decisions
    // behind a thin shell, not one closure over everything).
    files: ['web/src/**/*.js'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: globals.browser },
    rules: {
      ...style,
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }]
    }
  },
  {
    // Build, test and bench scripts run in Node; the functions they hand to the browser
    // (page.evaluate, addInitScript) run in the page.
    files: ['scripts/**/*.js', 'bench/**/*.js', 'tests/**/*.js', 'tests/**/*.cjs'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'commonjs',
      globals: { ...globals.node, ...globals.browser }
    },
    rules: style
  },
  {
    // The build and the bench: functions a reader takes in at once, as in web/src.
    files: ['scripts/**/*.js', 'bench/**/*.js'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }]
    }
  },
  {
    files: ['tests/**/*.mjs', 'eslint.config.mjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.node },
    rules: style
  }
];
