// Builds the app through the same function as bin/app.ts (lib/cloud/app.ts: cdk.json context,
// cdk-nag plugin) but with a fixture frontend. Every synthesis of a worker writes into one output
// directory (test/cdk/outdir-setup.ts, one subfolder per worker so two never write the same asset):
// aws-cdk-lib then bundles each Lambda, the slow part, once per run and reuses it (assets are named
// by content hash, so synthesising other contexts into the same folder changes no file).

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CfnElement, type App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { inject } from 'vitest';
import { buildCloudApp } from '../../lib/cloud/app';
import type { SiteStack } from '../../lib/cloud/site-stack';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/frontend', import.meta.url));

/** cdk.json's context (feature flags and defaults), as the CLI would pass it. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface SynthesizedSite {
  app: App;
  stack: SiteStack;
  template: Template;
}

function workerOutdir(): string {
  const outdir = join(inject('cdkOutdir'), `worker-${process.env.VITEST_POOL_ID ?? '0'}`);
  mkdirSync(outdir, { recursive: true });
  return outdir;
}

export async function synthSite(context: Record<string, unknown> = {}): Promise<SynthesizedSite> {
  const outdir = workerOutdir();
  const { app, stack } = await buildCloudApp({
    frontendDistDir: FIXTURE_DIST,
    appProps: {
      outdir,
      context: { ...cdkJsonContext(), ...context },
    },
  });
  return {
    app,
    stack,
    template: Template.fromStack(stack),
  };
}

let defaultSite: Promise<SynthesizedSite> | undefined;

/**
 * The default deployment (cdk.json as it is), synthesised once per worker and shared by every file
 * that only reads it: the cdk project keeps modules between files (isolate: false). A file that
 * changes the app (adds a construct, runs an aspect) calls synthSite() for its own.
 */
export function defaultSynthesis(): Promise<SynthesizedSite> {
  defaultSite ??= synthSite();
  return defaultSite;
}

/** The logical id of the CloudFormation resource behind a construct path like 'Api/LogRole'. */
export function logicalId(stack: Stack, path: string): string {
  let node: IConstruct = stack;
  for (const id of path.split('/')) node = node.node.findChild(id);
  const element = node instanceof CfnElement ? node : node.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`${path} has no CloudFormation resource`);
  return stack.getLogicalId(element);
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** Every statement of the inline policies attached to one role. */
export function roleStatements(template: Template, roleLogicalId: string): Statement[] {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

export function actionsOf(statement: Statement): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

export function resourcesOf(statement: Statement): unknown[] {
  return Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
}

/** Renders a CloudFormation value as text, references as cdk-nag does: `<X>`, `<X.Attr>`. */
export function cfnText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('Ref' in object) return `<${String(object.Ref)}>`;
    if ('Fn::GetAtt' in object) return `<${(object['Fn::GetAtt'] as string[]).join('.')}>`;
    if ('Fn::Join' in object) {
      const [delimiter, parts] = object['Fn::Join'] as [string, unknown[]];
      return parts.map(cfnText).join(delimiter);
    }
  }
  return JSON.stringify(value);
}
