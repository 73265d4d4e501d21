import { readdirSync } from 'node:fs';
import appsync from '@aws-appsync/eslint-plugin';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The project's TypeScript, which tsconfig.json covers in full: type-aware rules run on it. */
const TS_FILES = ['**/*.ts', '**/*.tsx'];

/** AppSync resolvers run on APPSYNC_JS, a JavaScript subset: lint them against its restrictions. */
const APPSYNC_RESOLVERS = ['lib/runtimes/appsync/*.js'];

/**
 * typescript-eslint starts one project service per run, with the options it meets first: every
 * type-aware block passes these. Each file gets the program of its nearest tsconfig.json: the
 * resolvers (plain .js) their own small one in lib/runtimes/appsync, so that linting them does not
 * load the whole project's program (10 s of the AppSync lint test here).
 */
const TYPE_AWARE_PARSER_OPTIONS = {
  projectService: true,
  tsconfigRootDir: import.meta.dirname,
};

/** HTML elements the frontend renders through Chakra's factory, as chakra.a, chakra.img and so on. */
const CHAKRA_ELEMENTS = [
  ...['a', 'button', 'dialog', 'form', 'iframe', 'img', 'input', 'label', 'select', 'textarea'],
  ...['article', 'aside', 'footer', 'header', 'main', 'nav', 'section', 'fieldset', 'legend'],
  ...['h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption'],
  ...['blockquote', 'code', 'div', 'p', 'span', 'strong', 'svg', 'table', 'td', 'th', 'tr'],
];

/**
 * The accessibility rules know only lower-case DOM elements: these name the element each Chakra
 * component renders, so that they check those too; `as` names the element rendered instead.
 */
const A11Y_SETTINGS = {
  polymorphicPropName: 'as',
  components: {
    ...Object.fromEntries(CHAKRA_ELEMENTS.map((element) => [`chakra.${element}`, element])),
    Button: 'button',
    Heading: 'h2',
    Image: 'img',
    Input: 'input',
    'NativeSelect.Field': 'select',
    Textarea: 'textarea',
  },
};

/** A relative specifier reaching a top-level folder from anywhere below the repository root. */
const into = (folders) => `^(\\.\\./)+(${folders})(/|$)`;

/** One import-specifier style: relative imports name the module without an extension. */
const NO_JS_EXTENSION = {
  regex: '^\\.{1,2}/.*\\.js$',
  message: 'Import TypeScript modules without an extension (one style across the repository).',
};
/**
 * date-fns's root re-exports some 250 modules, which Node loads one by one where no bundler trims
 * them (npm start, the tests): importing it cost `npm start` about a second of CPU.
 */
const NO_DATE_FNS_ROOT = {
  regex: '^date-fns$',
  message: "Import each function from its own module ('date-fns/format'): the root loads them all.",
};
/** What every module Node runs as it is written (not bundled) keeps to. */
const NODE_MODULE_PATTERNS = [NO_JS_EXTENSION, NO_DATE_FNS_ROOT];

/** What both stacks may not import: handler internals, frontend code, tests. */
const STACK_PATTERNS = [
  {
    regex: `${into('lambdas')}(?!resolverMap$|[^/]+/handler$)`,
    message: 'The stacks reach handlers only through lambdas/resolverMap.ts and handler entries.',
  },
  {
    regex: into('frontend|test'),
    message: 'The stacks serve the built frontend; they import none of its code, nor tests.',
  },
];

/** `npm start`'s launcher and the command it runs (bin/start-local.ts says why there are two). */
const LOCAL_ENTRIES = ['bin/local.ts', 'bin/start-local.ts'];

/** The cloud and the local stack are alternatives: neither imports the other. */
const notInto = (stack, who) => ({
  regex: `^(\\.\\./)+(lib/)?(${stack})(/|$)`,
  message: `${who} does not import lib/${stack.replace('|', ' or lib/')}.`,
});

/** What no file in lambdas/ may import. */
const LAMBDA_PATTERNS = [
  {
    regex: into('bin|lib|frontend|test'),
    message: 'Handlers import only schema/contract, schema/generated and lambdas/.',
  },
  {
    regex: `${into('schema')}(?!contract/|generated/)`,
    message: 'Handlers import only schema/contract, schema/generated and lambdas/.',
  },
  {
    regex: '^(aws-cdk-lib|constructs|cdk-nag)(/|$)',
    message: 'Handlers run in Lambda: no CDK code.',
  },
];

/** The entity folders of lambdas/ (all but shared/), read here so a new entity is covered at once. */
const LAMBDA_ENTITIES = readdirSync(`${import.meta.dirname}/lambdas`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** Entities meet only in lambdas/shared; lambdas/resolverMap.ts is the wiring none of them imports. */
const notIntoEntities = (entities, who) => ({
  regex: `^(\\.\\./)+(lambdas/)?(${[...entities, 'resolverMap'].join('|')})(/|$)`,
  message: `${who} imports lambdas/shared and its own folder, never another entity or lambdas/resolverMap.ts.`,
});

const FRONTEND_PATTERNS = [
  {
    regex: into('bin|lib|lambdas|test'),
    message: 'The frontend imports only schema/contract, schema/generated and frontend/.',
  },
  {
    regex: `${into('schema')}(?!contract/|generated/)`,
    message: 'The frontend imports only schema/contract, schema/generated and frontend/.',
  },
];

/** The staff admin's code: its own chunk, which public pages never load. */
const ADMIN_CODE = 'frontend/src/admin/**';
/**
 * The admin's routes, which the admin app (appRoutes.tsx) and the prerender (routes.tsx) share: the
 * one public module that reaches the admin, through admin/entry only, and lazily (a type import and
 * import()); statically only the routes' error screens, which must show when that code cannot load.
 */
const ADMIN_ROUTES = 'frontend/src/adminRoutes.tsx';
const ADMIN_ROUTE_ERRORS = '\\./admin/routeErrors$';

/** A relative specifier naming a folder or module called admin (only frontend/src/admin is). */
const ADMIN_SPECIFIER = '^\\.{1,2}/(.*/)?admin';
const INTO_ADMIN = {
  regex: `${ADMIN_SPECIFIER}(/|\\.|$)`,
  message: 'Public pages never import the admin (frontend/src/admin), not even with import().',
};
const INTO_ADMIN_BUT_ITS_ENTRY = {
  regex: `${ADMIN_SPECIFIER}(/(?!entry$|routeErrors$)|\\.|$)`,
  message:
    'The route table reaches the admin only through admin/entry, loaded with import() (and its error screens).',
};

/** The feature folders of a frontend area (frontend/src/features, frontend/src/admin/features). */
const featuresIn = (folder) =>
  readdirSync(`${import.meta.dirname}/${folder}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const PUBLIC_FEATURES = featuresIn('frontend/src/features');
const ADMIN_FEATURES = featuresIn('frontend/src/admin/features');

/** A feature imports shared code and its own folder: features meet only in shared code. */
const FEATURE_MESSAGE =
  'A feature imports shared code and its own folder, never another feature (docs/ARCHITECTURE.md).';
const notIntoFeatures = (features) => ({
  regex: `^(\\.\\./)+(admin/)?(features/)?(${features.join('|')})(/|$)`,
  message: FEATURE_MESSAGE,
});
/** From inside the admin's features, frontend/src/features (the public features) is a climb away. */
const NOT_INTO_PUBLIC_FEATURES = {
  regex: '^(\\.\\./){3,}features(/|$)',
  message: FEATURE_MESSAGE,
};

/** One boundary block per feature: the area's patterns, and no other feature. */
const featureBoundaries = (area, folder, features, patterns) =>
  Object.fromEntries(
    features.map((feature) => [
      `${area}/${feature}`,
      {
        files: [`${folder}/${feature}/**`],
        patterns: [...patterns, notIntoFeatures(features.filter((other) => other !== feature))],
      },
    ]),
  );
const PUBLIC_FEATURE_PARTS = featureBoundaries(
  'features',
  'frontend/src/features',
  PUBLIC_FEATURES,
  [...FRONTEND_PATTERNS, INTO_ADMIN],
);
const ADMIN_FEATURE_PARTS = featureBoundaries(
  'adminFeatures',
  'frontend/src/admin/features',
  ADMIN_FEATURES,
  [...FRONTEND_PATTERNS, NOT_INTO_PUBLIC_FEATURES],
);

/**
 * Which part may import which (docs/ARCHITECTURE.md, "Parts and which may import which"): the
 * contract in schema/contract imports nothing of the project; handlers import the contract, the
 * generated schema types and their own code; the stacks reach handlers only through the resolver
 * map and the handler entry files; the frontend imports the contract, the generated types and its
 * own code.
 */
const BOUNDARIES = {
  contract: {
    files: ['schema/contract/**'],
    patterns: [
      {
        // graphql-js only for selectionShape.ts: the selection rule the handlers and the local
        // gateway both apply, so that it is written once. cdk.json is the deployment's settings
        // (data) that retention.ts shares with every part. The generated schema types, for types
        // only (below): the forms' field tables are checked against them. date-fns's functions
        // for businessDays.ts: the casework due dates the handlers and the admin both compute.
        regex:
          '^(?!\\./|graphql$|date-fns/\\w+$|\\.\\./\\.\\./cdk\\.json$|\\.\\./generated/types$)',
        message:
          'schema/contract is plain data every part shares: it imports nothing of the project.',
      },
    ],
  },
  lambdas: { files: ['lambdas/**'], patterns: LAMBDA_PATTERNS },
  lambdasShared: {
    files: ['lambdas/shared/**'],
    patterns: [...LAMBDA_PATTERNS, notIntoEntities(LAMBDA_ENTITIES, 'lambdas/shared')],
  },
  ...Object.fromEntries(
    LAMBDA_ENTITIES.map((entity) => [
      `lambdas/${entity}`,
      {
        files: [`lambdas/${entity}/**`],
        patterns: [
          ...LAMBDA_PATTERNS,
          notIntoEntities(
            LAMBDA_ENTITIES.filter((other) => other !== entity),
            `lambdas/${entity}`,
          ),
        ],
      },
    ]),
  ),
  cloud: {
    files: ['bin/**', 'lib/cloud/**'],
    ignores: LOCAL_ENTRIES,
    patterns: [...STACK_PATTERNS, notInto('local', 'The cloud stack')],
  },
  local: {
    files: [...LOCAL_ENTRIES, 'lib/local/**'],
    patterns: [...STACK_PATTERNS, notInto('cloud', 'The local stack')],
  },
  referralForm: {
    files: ['lib/referral-document/**'],
    patterns: [
      ...STACK_PATTERNS,
      notInto('cloud|local', 'The referral document (used by both stacks)'),
    ],
  },
  securityHeaders: {
    files: ['lib/security-headers/**'],
    patterns: [
      ...STACK_PATTERNS,
      notInto('cloud|local', 'The security headers (used by both stacks)'),
    ],
  },
  runtimes: {
    files: ['lib/runtimes/**'],
    patterns: [
      {
        regex: '^\\.',
        message:
          'Code for the AppSync and CloudFront runtimes is deployed as one file: no imports.',
      },
    ],
  },
  frontend: {
    files: ['frontend/**'],
    patterns: FRONTEND_PATTERNS,
  },
  publicFrontend: {
    files: ['frontend/src/**'],
    ignores: [ADMIN_CODE, ADMIN_ROUTES],
    patterns: [...FRONTEND_PATTERNS, INTO_ADMIN],
  },
  adminRoutes: {
    files: [ADMIN_ROUTES],
    patterns: [...FRONTEND_PATTERNS, INTO_ADMIN_BUT_ITS_ENTRY],
  },
  ...PUBLIC_FEATURE_PARTS,
  ...ADMIN_FEATURE_PARTS,
};

/**
 * no-restricted-imports never sees import() or import.meta.glob: the same patterns, as no-restricted-syntax selectors
 * on the specifier of an import() (a string, or a template's text before its first substitution).
 * esquery's regex literal may not contain '/', so it is written as \x2F.
 */
function dynamicImportSelectors(patterns) {
  return patterns.flatMap(({ regex, message }) => {
    if (!regex) {
      throw new Error(`Write boundary patterns as a regex so import() is checked too: ${message}`);
    }
    const literal = `/${regex.replaceAll('/', '\\x2F')}/`;
    return [
      `ImportExpression > Literal.source[value=${literal}]`,
      `ImportExpression > TemplateLiteral.source > TemplateElement:first-child[value.cooked=${literal}]`,
      `CallExpression[callee.object.type='MetaProperty'][callee.property.name='glob'] Literal[value=${literal}]`,
    ].map((selector) => ({ selector, message: `import(): ${message}` }));
  });
}

/** Parts that keep their own specifier style (see NO_JS_EXTENSION). */
const OWN_SPECIFIER_STYLE = new Set([
  'runtimes',
  'frontend',
  'publicFrontend',
  'adminRoutes',
  ...Object.keys(PUBLIC_FEATURE_PARTS),
  ...Object.keys(ADMIN_FEATURE_PARTS),
]);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'cdk.out/',
      '.data/',
      'dist/',
      'frontend/dist/',
      'frontend/.ssr-build/',
      'coverage/',
    ],
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
    // The frontend is built by Vite and keeps its own style.
    files: ['**/*.ts'],
    ignores: ['frontend/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: NODE_MODULE_PATTERNS }] },
  },
  ...Object.entries(BOUNDARIES).map(([part, { files, ignores = [], patterns }]) => {
    const checked = OWN_SPECIFIER_STYLE.has(part)
      ? patterns
      : [...patterns, ...NODE_MODULE_PATTERNS];
    return {
      files,
      ignores,
      rules: {
        'no-restricted-imports': ['error', { patterns: checked }],
        'no-restricted-syntax': ['error', ...dynamicImportSelectors(checked)],
      },
    };
  }),
  {
    files: [ADMIN_ROUTES],
    rules: {
      // Only its types statically: the admin's code stays out of the public pages' bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!${ADMIN_ROUTE_ERRORS})${INTO_ADMIN.regex.slice(1)}`,
              allowTypeImports: true,
              message: 'Load the admin with import(), so that it stays in its own chunk.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract checks its field tables against the schema's generated types, which are types
    // only: a value import would make plain data depend on generated code.
    files: ['schema/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../generated/types'],
              allowTypeImports: true,
              message: 'schema/contract imports only the types of the generated schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // A low-traffic site meets a cold Lambda on almost every request: these load on use
    // (lambdas/shared/clients.ts), never with a handler. Type imports cost nothing at run time.
    files: ['lambdas/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@aws-sdk/client-s3',
                '@aws-sdk/client-sesv2',
                '@aws-sdk/client-secrets-manager',
                '@aws-sdk/s3-request-presigner',
                'file-type',
                'wasm-vips',
              ],
              allowTypeImports: true,
              message: 'Load it on use with import() (lambdas/shared/clients.ts), not statically.',
            },
          ],
        },
      ],
    },
  },
  {
    // A promise nobody awaits fails unseen: await it, or hand it to a .catch that reports.
    files: TS_FILES,
    languageOptions: { parserOptions: TYPE_AWARE_PARSER_OPTIONS },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Cycles between the project's own modules make load order (and so undefined imports) fragile.
    files: TS_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jsxA11y.configs.recommended,
    files: ['**/*.tsx'],
    settings: { 'jsx-a11y-x': A11Y_SETTINGS },
  },
  {
    ...appsync.configs.recommended,
    files: APPSYNC_RESOLVERS,
    languageOptions: {
      ...appsync.configs.recommended.languageOptions,
      // The recommended rules need type information.
      parserOptions: TYPE_AWARE_PARSER_OPTIONS,
    },
  },
);
