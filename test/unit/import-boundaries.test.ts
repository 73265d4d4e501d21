// The lint rule that keeps imports one-way (eslint.config.js, BOUNDARIES): planted forbidden imports
// fail `npm run lint`, and the imports each part is meant to use pass.

import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The planted files are in no TypeScript project, so the type-aware rules cannot run on them.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/*.ts', '**/*.tsx'] },
});

/** The no-restricted-imports messages ESLint reports for `source` placed at `filePath`. */
async function restrictedImports(
  filePath: string,
  source: string,
  rule = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const use = (specifier: string) =>
  `import { value } from '${specifier}';\nexport const used = value;\n`;

// Each check lints a file with ESLint's rules in process: well under a second on a quiet machine, but
// past vitest's default 5 s once while other work loaded the machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  // Loading the configuration (typescript-eslint, the AppSync plugin) is the slow part.
  beforeAll(() => eslint.calculateConfigForFile('lambdas/resolverMap.ts'), 120_000);

  it.each([
    ['schema/contract/planted.ts', '../../lambdas/shared/config'],
    ['schema/contract/planted.ts', 'zod'],
    ['lambdas/shared/planted.ts', '../../lib/cloud/config'],
    ['lambdas/posts/planted.ts', '../../frontend/src/paths'],
    ['lambdas/planted.ts', '../schema/schema.graphql'],
    ['lambdas/shared/planted.ts', 'aws-cdk-lib/aws-s3'],
    ['lib/cloud/planted.ts', '../../lambdas/shared/photos'],
    ['lib/local/gateway/planted.ts', '../../../lambdas/shared/config'],
    ['bin/planted.ts', '../frontend/src/paths'],
    ['lib/cloud/planted.ts', '../local/http/origins'],
    ['bin/app.ts', '../lib/local/index'],
    ['lib/local/site/planted.ts', '../../cloud/hosting'],
    ['bin/local.ts', '../lib/cloud/site-stack'],
    ['bin/start-local.ts', '../lib/cloud/site-stack'],
    ['lib/referral-document/planted.ts', '../cloud/config'],
    ['lib/security-headers/planted.ts', '../local/data/fs-util'],
    ['lib/security-headers/planted.ts', '../../frontend/src/paths'],
    ['lib/runtimes/cloudfront/planted.js', '../appsync/lambda-resolver.js'],
    ['frontend/src/planted.ts', '../../lib/cloud/config'],
    ['frontend/src/pages/planted.ts', '../../../lambdas/shared/limits'],
    ['lambdas/posts/planted.ts', '../shared/repository.js'],
    ['lambdas/posts/planted.ts', '../staff/schemas'],
    ['lambdas/messages/planted.ts', '../../lambdas/files/imageType'],
    ['lambdas/files/planted.ts', '../resolverMap'],
    ['lambdas/shared/planted.ts', '../posts/schemas'],
    ['test/unit/planted.test.ts', './helpers.js'],
  ])('%s may not import %s', async (filePath, specifier) => {
    expect(await restrictedImports(filePath, use(specifier))).toHaveLength(1);
  });

  // The root loads all of date-fns where Node runs the code as written (npm start, the tests).
  it.each(['schema/contract/planted.ts', 'lib/local/seed/planted.ts', 'lambdas/posts/planted.ts'])(
    '%s may not import the root of date-fns',
    async (filePath) => {
      expect(await restrictedImports(filePath, use('date-fns'))).toContainEqual(
        expect.stringContaining("Import each function from its own module ('date-fns/format')"),
      );
    },
  );

  it.each([
    ['schema/contract/planted.ts', './tables'],
    ['schema/contract/planted.ts', 'date-fns/addBusinessDays'],
    ['lambdas/shared/planted.ts', '../../schema/contract/tables'],
    ['lambdas/posts/planted.ts', '../../schema/generated/types'],
    ['lambdas/posts/planted.ts', '../shared/repository'],
    ['lambdas/posts/planted.ts', './schemas'],
    ['lambdas/resolverMap.ts', './posts/handler'],
    ['lib/cloud/planted.ts', '../../lambdas/resolverMap'],
    ['lib/cloud/planted.ts', '../../schema/contract/storage'],
    ['lib/local/gateway/planted.ts', '../../../lambdas/posts/handler'],
    ['lib/local/seed/planted.ts', '../../referral-document/buildReferralDocument'],
    ['lib/local/site/planted.ts', '../../security-headers/headers'],
    ['lib/cloud/planted.ts', '../security-headers/inline-script-hashes'],
    ['bin/app.ts', '../lib/cloud/site-stack'],
    ['frontend/src/planted.ts', '../../schema/contract/siteConfig'],
    ['frontend/src/planted.ts', '../../schema/generated/types'],
  ])('%s may import %s', async (filePath, specifier) => {
    expect(await restrictedImports(filePath, use(specifier))).toEqual([]);
  });

  describe('public pages and the admin', () => {
    it.each([
      ['frontend/src/planted.ts', './admin/entry'],
      ['frontend/src/components/planted.tsx', '../admin/texts'],
      ['frontend/src/islands/hydrated/planted.tsx', '../../admin/entry'],
      ['frontend/src/components/planted.tsx', '../../src/admin/texts'],
      ['frontend/src/adminRoutes.tsx', './admin/texts'],
    ])('%s may not import %s', async (filePath, specifier) => {
      expect(await restrictedImports(filePath, use(specifier))).toEqual([
        expect.stringContaining('admin'),
      ]);
    });

    it('public code may not re-export admin code', async () => {
      const source = `export * from '../admin/texts';\n`;
      expect(await restrictedImports('frontend/src/components/planted.ts', source)).toHaveLength(1);
    });

    const rule = 'no-restricted-syntax';
    it.each([
      ['import()', `export const load = () => import('../admin/entry');\n`],
      [
        'import() of a template',
        'export const load = (name: string) => import(`../admin/${name}`);\n',
      ],
      ['import.meta.glob', `export const modules = import.meta.glob('../admin/*.tsx');\n`],
    ])('public code may not load admin code with %s', async (_how, source) => {
      expect(await restrictedImports('frontend/src/islands/planted.ts', source, rule)).toEqual([
        expect.stringContaining('import()'),
      ]);
    });

    it('the route table loads only the admin entry with import()', async () => {
      const routes = 'frontend/src/adminRoutes.tsx';
      const entry = `export const load = () => import('./admin/entry');\n`;
      const other = `export const load = () => import('./admin/texts');\n`;
      expect(await restrictedImports(routes, entry, rule)).toEqual([]);
      expect(await restrictedImports(routes, other, rule)).toHaveLength(1);
    });

    it('the route table imports only the admin entry’s types statically', async () => {
      const routes = 'frontend/src/adminRoutes.tsx';
      const tsRule = '@typescript-eslint/no-restricted-imports';
      const types = `import type * as AdminEntry from './admin/entry';\nexport type Entry = typeof AdminEntry;\n`;
      expect(await restrictedImports(routes, types)).toEqual([]);
      expect(await restrictedImports(routes, types, tsRule)).toEqual([]);
      expect(await restrictedImports(routes, use('./admin/entry'), tsRule)).toEqual([
        expect.stringContaining('import()'),
      ]);
    });

    it('the contract imports the generated schema’s types, and nothing else of it', async () => {
      const table = 'schema/contract/planted.ts';
      const tsRule = '@typescript-eslint/no-restricted-imports';
      const types = `import type { CreateReferralInput } from '../generated/types';\nexport type Input = CreateReferralInput;\n`;
      expect(await restrictedImports(table, types)).toEqual([]);
      expect(await restrictedImports(table, types, tsRule)).toEqual([]);
      expect(await restrictedImports(table, use('../generated/types'), tsRule)).toHaveLength(1);
      expect(await restrictedImports(table, use('../generated/other'))).toHaveLength(1);
    });

    it('the route table imports the admin’s route error screens statically, and no other admin code', async () => {
      const routes = 'frontend/src/adminRoutes.tsx';
      const tsRule = '@typescript-eslint/no-restricted-imports';
      const errors = use('./admin/routeErrors');
      expect(await restrictedImports(routes, errors)).toEqual([]);
      expect(await restrictedImports(routes, errors, tsRule)).toEqual([]);
      const other = use('./admin/components/PageErrorBoundary');
      expect(await restrictedImports(routes, other)).toHaveLength(1);
      expect(await restrictedImports(routes, other, tsRule)).toHaveLength(1);
      expect(await restrictedImports('frontend/src/planted.tsx', errors)).toHaveLength(1);
    });

    it.each([
      ['frontend/src/admin/planted.tsx', '../components/ContactLinks'],
      ['frontend/src/admin/planted.tsx', './texts'],
      ['frontend/src/components/planted.tsx', '../content/contact'],
    ])('%s may import %s', async (filePath, specifier) => {
      expect(await restrictedImports(filePath, use(specifier))).toEqual([]);
    });

    it('the admin may load its own code with import()', async () => {
      const source = `export const load = () => import('./pages/MessagesPage');\n`;
      expect(
        await restrictedImports('frontend/src/admin/planted.ts', source, 'no-restricted-syntax'),
      ).toEqual([]);
    });
  });

  describe('features meet only in shared code', () => {
    it.each([
      ['frontend/src/features/referral/planted.tsx', '../contact/ContactForm'],
      ['frontend/src/features/referral/content/planted.ts', '../../feedback/content/feedbackForm'],
      ['frontend/src/features/home/planted.tsx', '../../features/services/ServiceIntro'],
      ['frontend/src/admin/features/messages/planted.tsx', '../referrals/ReferralFacts'],
      ['frontend/src/admin/features/feedback/planted.tsx', '../../../admin/features/referrals/x'],
      ['frontend/src/admin/features/feedback/planted.tsx', '../../../features/feedback/content/x'],
    ])('%s may not import %s', async (filePath, specifier) => {
      expect(await restrictedImports(filePath, use(specifier))).toEqual([
        expect.stringContaining('never another feature'),
      ]);
    });

    it('a feature may not re-export another feature', async () => {
      const source = `export * from '../careers/jobFilter';\n`;
      expect(await restrictedImports('frontend/src/features/home/planted.ts', source)).toHaveLength(
        1,
      );
    });

    const rule = 'no-restricted-syntax';
    it.each([
      ['frontend/src/features/careers/planted.ts', `import('../referral/ReferralForm')`],
      ['frontend/src/features/careers/planted.ts', 'import(`../home/${String(1)}`)'],
      ['frontend/src/admin/features/login/planted.ts', `import('../security/SecurityPage')`],
      ['frontend/src/features/home/planted.ts', `import.meta.glob('../services/*.tsx')`],
    ])('%s may not load %s', async (filePath, expression) => {
      const source = `export const loaded = ${expression};\n`;
      expect(await restrictedImports(filePath, source, rule)).toEqual([
        expect.stringMatching(/^import\(\): .*never another feature/),
      ]);
    });

    it.each([
      ['frontend/src/features/referral/planted.tsx', './ReferralForm'],
      ['frontend/src/features/referral/content/planted.ts', '../data/referrals'],
      ['frontend/src/features/referral/planted.tsx', '../../content/services'],
      ['frontend/src/features/home/planted.tsx', '../../components/ServiceCardLink'],
      ['frontend/src/admin/features/messages/planted.tsx', '../../components/Facts'],
      ['frontend/src/admin/features/feedback/planted.tsx', '../../inbox/referenceParam'],
      ['frontend/src/admin/features/jobs/planted.tsx', '../../../components/JobDescription'],
      ['frontend/src/islands/hydrated/planted.tsx', '../../features/referral/ReferralForm'],
      ['frontend/src/admin/planted.ts', './features/messages/MessagesPage'],
    ])('%s may import %s', async (filePath, specifier) => {
      expect(await restrictedImports(filePath, use(specifier))).toEqual([]);
    });
  });

  describe('import() is held to the same boundaries', () => {
    const load = (specifier: string) => `export const loaded = import(${specifier});\n`;
    const rule = 'no-restricted-syntax';

    it.each([
      ['lambdas/posts/planted.ts', "'../staff/handler'"],
      ['lambdas/posts/planted.ts', '`../staff/${String(1)}`'],
      ['lambdas/shared/planted.ts', "'aws-cdk-lib/aws-s3'"],
      ['lib/cloud/planted.ts', "'../../lambdas/shared/photos'"],
      ['frontend/src/planted.ts', "'../../lib/cloud/config'"],
    ])('%s may not import(%s)', async (filePath, specifier) => {
      expect(await restrictedImports(filePath, load(specifier), rule)).toEqual([
        expect.stringMatching(/^import\(\): /),
      ]);
    });

    it.each([
      ['lambdas/files/planted.ts', "'file-type'"],
      ['lambdas/posts/planted.ts', "'./schemas'"],
      ['lib/local/gateway/planted.ts', "'../../../lambdas/posts/handler'"],
    ])('%s may import(%s)', async (filePath, specifier) => {
      expect(await restrictedImports(filePath, load(specifier), rule)).toEqual([]);
    });
  });

  describe('SDKs a handler loads on use', () => {
    const rule = '@typescript-eslint/no-restricted-imports';
    it.each(['@aws-sdk/client-sesv2', '@aws-sdk/client-s3', 'file-type'])(
      'a handler may not import %s statically',
      async (specifier) => {
        expect(
          await restrictedImports('lambdas/messages/planted.ts', use(specifier), rule),
        ).toEqual([expect.stringContaining('import()')]);
      },
    );

    it('a handler may import their types', async () => {
      const source = `import type { SESv2Client } from '@aws-sdk/client-sesv2';\nexport type Client = SESv2Client;\n`;
      expect(await restrictedImports('lambdas/messages/planted.ts', source, rule)).toEqual([]);
    });
  });
});
