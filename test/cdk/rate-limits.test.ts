// The cheaper default (`waf: off`): no web ACL at all, the per-address counters' table, the handlers
// that count and their grant, and the reserved concurrency capping each function (off by default,
// on with `reservedConcurrency: true`). The web ACL that `waf: on` adds is checked rule by rule in
// api.test.ts.

import { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../../lambdas/resolverMap';
import { readSiteConfig } from '../../lib/cloud/config';
import { RESERVED_CONCURRENCY } from '../../lib/cloud/functions';
import { RATE_LIMIT_TABLE, RATE_LIMITS_SWITCH } from '../../schema/contract/rateLimits';
import { TTL_ATTRIBUTE } from '../../schema/contract/tables';
import {
  cdkJsonContext,
  defaultSynthesis,
  logicalId,
  synthSite,
  type SynthesizedSite,
} from './synth';

let site: SynthesizedSite;

beforeAll(async () => {
  site = await defaultSynthesis();
});

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function functionProperties(handler: string): Record<string, unknown> & {
  Environment: { Variables: Record<string, unknown> };
} {
  const id = logicalId(site.stack, `Functions/${pascal(handler)}Function`);
  return site.template.toJSON().Resources[id].Properties;
}

describe('waf setting', () => {
  const config = (context: Record<string, unknown>) =>
    readSiteConfig(new App({ context: { ...cdkJsonContext(), ...context } }).node);

  it('is off in cdk.json, and off when absent', () => {
    expect(cdkJsonContext().waf).toBe('off');
    expect(config({}).waf).toBe('off');
    expect(config({ waf: undefined }).waf).toBe('off');
  });

  it('takes on or off and refuses anything else with a clear error', () => {
    expect(config({ waf: 'on' }).waf).toBe('on');
    expect(config({ waf: ' off ' }).waf).toBe('off');
    for (const wrong of ['ON', 'true', 'yes', 'of']) {
      expect(() => config({ waf: wrong })).toThrow(
        `Context "waf" must be "on" or "off" (got "${wrong}"): see cdk.json.`,
      );
    }
    expect(() => config({ waf: true })).toThrow('Context "waf" must be a string.');
  });

  it('off builds no WAF resource at all', () => {
    for (const type of ['AWS::WAFv2::WebACL', 'AWS::WAFv2::WebACLAssociation']) {
      site.template.resourceCountIs(type, 0);
    }
    expect(JSON.stringify(site.template.toJSON())).not.toMatch(/WAFv2/);
  });
});

describe('rate-limit counters', () => {
  it('live in an on-demand table whose items DynamoDB deletes by their TTL attribute', () => {
    const id = logicalId(site.stack, `Data/${RATE_LIMIT_TABLE.name}`);
    expect(site.template.toJSON().Resources[id]).toMatchObject({
      Type: 'AWS::DynamoDB::Table',
      DeletionPolicy: 'Delete',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: RATE_LIMIT_TABLE.partitionKey.name, KeyType: 'HASH' }],
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      },
    });
  });

  it('every function knows the table, and none is told to stop counting', () => {
    const table = logicalId(site.stack, `Data/${RATE_LIMIT_TABLE.name}`);
    for (const { name } of HANDLERS) {
      const variables = functionProperties(name).Environment.Variables;
      expect(variables[RATE_LIMIT_TABLE.envVar]).toEqual({ Ref: table });
      expect(variables).not.toHaveProperty(RATE_LIMITS_SWITCH.envVar);
    }
  });
});

describe('reserved concurrency', () => {
  const config = (context: Record<string, unknown>) =>
    readSiteConfig(new App({ context: { ...cdkJsonContext(), ...context } }).node);
  const reservations = (template: SynthesizedSite['template']) =>
    Object.values(template.findResources('AWS::Lambda::Function')).map(
      (fn) => fn.Properties.ReservedConcurrentExecutions as number | undefined,
    );

  it('is off in cdk.json and when absent; takes true or false and refuses anything else', () => {
    expect(cdkJsonContext().reservedConcurrency).toBe(false);
    expect(config({}).reservedConcurrency).toBe(false);
    expect(config({ reservedConcurrency: undefined }).reservedConcurrency).toBe(false);
    expect(config({ reservedConcurrency: true }).reservedConcurrency).toBe(true);
    expect(config({ reservedConcurrency: 'true' }).reservedConcurrency).toBe(true);
    expect(config({ reservedConcurrency: 'false' }).reservedConcurrency).toBe(false);
    for (const wrong of ['on', 10, 'yes']) {
      expect(() => config({ reservedConcurrency: wrong })).toThrow(
        /Context "reservedConcurrency" must be true or false/,
      );
    }
  });

  it('off: no function reserves any, so a new account with a quota of 10 can deploy', () => {
    const all = reservations(site.template);
    expect(all.length).toBeGreaterThan(HANDLERS.length);
    expect(all.filter((reserved) => reserved !== undefined)).toEqual([]);
  });

  describe('on', () => {
    let reserved: SynthesizedSite;
    beforeAll(async () => {
      reserved = await synthSite({ reservedConcurrency: true });
    });

    it('caps every handler at its stated reservation, and reserves nothing else', () => {
      for (const { name } of HANDLERS) {
        const id = logicalId(reserved.stack, `Functions/${pascal(name)}Function`);
        expect(
          reserved.template.toJSON().Resources[id].Properties.ReservedConcurrentExecutions,
          name,
        ).toBe(RESERVED_CONCURRENCY[name]);
      }
      const total = Object.values(RESERVED_CONCURRENCY).reduce((sum, cap) => sum + cap, 0);
      const all = reservations(reserved.template).filter((each) => each !== undefined);
      expect(all).toHaveLength(HANDLERS.length);
      expect(all.reduce((sum, cap) => sum + cap, 0)).toBe(total);
    });

    it('reserves at most 65 in all, as docs/DEPLOYING.md says (an account limit of at least 165)', () => {
      const total = Object.values(RESERVED_CONCURRENCY).reduce((sum, cap) => sum + cap, 0);
      expect(total).toBeLessThanOrEqual(65);
    });
  });
});
