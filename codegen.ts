import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
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
};

// TypeScript generated from schema/schema.graphql: the schema's types for handlers, and typed
// documents for the operations each feature keeps beside its code (a .graphql file in its folder):
// the public pages' in one module (frontend/src/data/generated) and the admin area's in another
// (frontend/src/admin/graphql/generated). `npm run codegen` rewrites the files;
// test/unit/codegen.test.ts fails when any is stale.
const config: CodegenConfig = {
  schema: ['schema/appsync-builtins.graphql', 'schema/schema.graphql'],
  generates: {
    'schema/generated/types.ts': {
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        inputMaybeValue: 'T | null | undefined',
        scalars,
      },
    },
    // Typed documents as plain strings (no graphql-js or AST in the browser), one export per
    // operation so that a page bundles only the ones it sends.
    'frontend/src/data/generated/operations.ts': {
      documents: ['frontend/src/**/*.graphql', '!frontend/src/admin/**'],
      plugins: [
        // The generated document class types its metadata as `any`.
        { add: { content: '/* eslint-disable @typescript-eslint/no-explicit-any */' } },
        'typescript-operations',
        'typed-document-node',
      ],
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
      },
    },
    // Apollo Client (admin chunk only) takes parsed documents, so these are ASTs, not strings.
    'frontend/src/admin/graphql/generated/operations.ts': {
      documents: ['frontend/src/admin/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
      },
    },
  },
  hooks: { afterOneFileWrite: ['prettier --write'] },
};

export default config;
