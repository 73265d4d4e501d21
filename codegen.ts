import type { CodegenConfig } from '@graphql-codegen/cli';

// TypeScript types for handlers and frontend, generated from schema/schema.graphql.
// `npm run codegen` rewrites the file; test/unit/codegen.test.ts fails when it is stale.
const config: CodegenConfig = {
  schema: ['schema/appsync-builtins.graphql', 'schema/schema.graphql'],
  generates: {
    'schema/generated/types.ts': {
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        inputMaybeValue: 'T | null | undefined',
        scalars: {
          ID: { input: 'string', output: 'string' },
          AWSDateTime: { input: 'string', output: 'string' },
          AWSEmail: { input: 'string', output: 'string' },
          AWSDate: { input: 'string', output: 'string' },
          AWSTime: { input: 'string', output: 'string' },
          AWSTimestamp: { input: 'number', output: 'number' },
          AWSJSON: { input: 'string', output: 'string' },
          AWSURL: { input: 'string', output: 'string' },
          AWSPhone: { input: 'string', output: 'string' },
          AWSIPAddress: { input: 'string', output: 'string' },
        },
      },
    },
  },
  hooks: { afterOneFileWrite: ['prettier --write'] },
};

export default config;
