import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/** The client and server read time only through an injected clock (see the block that uses it). */
const CLOCK = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "Read the injected clock: src/hosts/clock or a store's now port on the client, ctx.now() on the server.",
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Read the injected clock: src/hosts/clock or a store's now port on the client, ctx.now() on the server.",
  },
  {
    selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
    message: "Pass the injected clock's now to dayjs.",
  },
];

/** ARIA roles of controls (the ones the screens sweep checks for keyboard access). */
const INTERACTIVE_ROLES = 'button|link|tab|radio|checkbox|option|switch|menuitem|gridcell';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'test-results/', '.taro-cache/', '**/*.d.ts'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The client reads time only through its injected clock (src/hosts/clock), the server through ctx.now() (the
    // clock build() was given), and the domain takes `now` as an argument: tests fix the time and pass on any day.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK] },
  },
  {
    // Every control reachable and operable by keyboard (ARCHITECTURE §9, issue 15): a View or Text given an
    // interactive role by hand is neither; Pressable is. (Same rule list: a later block replaces, not adds.)
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CLOCK,
        {
          selector: `JSXOpeningElement[name.name=/^(View|Text)$/] > JSXAttribute[name.name='role'][value.value=/^(${INTERACTIVE_ROLES})$/]`,
          message: 'A control is a Pressable (src/components/Pressable): focusable, Enter/Space press it.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tarojs/components',
              importNames: ['Button'],
              message: "On H5 Taro's Button is a div Tab skips: use src/components/Button.",
            },
          ],
        },
      ],
    },
  },
  {
    // The project's Button wraps Taro's; the mini-program privacy sheet needs WeChat's native open-type button.
    files: ['src/components/Button/**', 'src/hosts/privacy/PrivacyPrompt.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  prettier,
);
