import appsync from '@aws-appsync/eslint-plugin';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** AppSync resolvers run on APPSYNC_JS, a JavaScript subset: lint them against its restrictions. */
const APPSYNC_RESOLVERS = ['lib/appsync/*.js'];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'cdk.out/', '.data/', 'dist/', 'frontend/dist/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    ...appsync.configs.recommended,
    files: APPSYNC_RESOLVERS,
    languageOptions: {
      ...appsync.configs.recommended.languageOptions,
      // The recommended rules need type information; the resolvers are plain .js outside tsconfig.
      parserOptions: {
        projectService: { allowDefaultProject: APPSYNC_RESOLVERS },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
);
