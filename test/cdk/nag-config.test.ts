// cdk-nag (AWS Solutions) finds nothing unacknowledged, every acknowledgement is specific and
// reasoned, the plugin really fails synthesis of the app as bin/app.ts builds it; configuration
// from context is checked; the custom domain variant.

import { App, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../lib/cloud/config';
import { cdkJsonContext, logicalId, synthSite, type SynthesizedSite } from './synth';

let site: SynthesizedSite;

beforeAll(async () => {
  site = await synthSite();
});

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          // CDK records ids without a known plugin prefix as annotations.
          id: id.replace(/^Annotation::/, ''),
          reason,
        })),
      ),
  );
}

describe('cdk-nag', () => {
  it('reports nothing unacknowledged (AwsSolutionsChecks)', () => {
    const report = new AwsSolutionsChecks(site.app).validateScope(site.app);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map((r) => `${violation.ruleName} at ${r.constructPath}`),
    );
    expect(findings).toEqual([]);
  });

  it('leaves no unacknowledged CDK warning or error', () => {
    const annotations = Annotations.fromStack(site.stack);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
  });

  it('acknowledges findings one by one, each with a real reason', () => {
    const all = acknowledgements(site.app);
    expect(all.length).toBeGreaterThan(0);
    for (const { id, reason } of all) {
      // IAM5 always names the exact wildcard (cdk-nag 3 has no blanket form anyway).
      if (id.includes('IAM5')) expect(id).toMatch(/^AwsSolutions-IAM5\[(Action|Resource)::.+\]$/);
      expect(reason.length, id).toBeGreaterThan(60);
    }
    // Never on the stack or app as a whole.
    expect(all.filter((a) => a.path === '' || a.path === site.stack.node.path)).toEqual([]);
  });

  it('fails synthesis of the app bin/app.ts builds on an unacknowledged finding', () => {
    const probe = new Stack(site.app, 'Probe');
    new Bucket(probe, 'Unlogged', { removalPolicy: RemovalPolicy.DESTROY });
    try {
      expect(() => site.app.synth({ force: true })).toThrow(/AwsSolutions-S1/);
    } finally {
      site.app.node.tryRemoveChild('Probe');
    }
  });
});

describe('configuration', () => {
  const app = (context: Record<string, unknown>) =>
    new App({ context: { ...cdkJsonContext(), ...context } });

  it('accepts the cdk.json placeholders, which hold no date', () => {
    expect(cdkJsonContext()).not.toHaveProperty('apiKeyExpiry');
    const config = readSiteConfig(app({}).node);
    expect(config).toMatchObject({
      senderEmail: 'no-reply@example.com',
      inboxEmail: 'inbox@example.com',
      sesIdentitiesExist: false,
      alertEmail: 'alerts@example.com',
    });
    expect(config.customDomain).toBeUndefined();
  });

  it('rejects what is not an e-mail address', () => {
    expect(() => readSiteConfig(app({ senderEmail: 'nobody' }).node)).toThrow(/senderEmail/);
  });

  it('reads sesIdentitiesExist from cdk.json (JSON) or -c (text), and nothing else', () => {
    const exists = (value: unknown) =>
      readSiteConfig(app({ sesIdentitiesExist: value }).node).sesIdentitiesExist;
    expect(exists(true)).toBe(true);
    expect(exists('true')).toBe(true);
    expect(exists(false)).toBe(false);
    expect(exists('false')).toBe(false);
    expect(exists(undefined)).toBe(false);
    for (const wrong of ['yes', 1, 'TRUE ']) {
      expect(() => exists(wrong)).toThrow(/"sesIdentitiesExist" must be true or false/);
    }
  });

  it('wants domain and certificate together, the certificate in us-east-1', () => {
    expect(() => readSiteConfig(app({ domainName: 'www.example.org' }).node)).toThrow(/together/);
    expect(() =>
      readSiteConfig(
        app({
          domainName: 'www.example.org',
          certificateArn: 'arn:aws:acm:ap-southeast-2:123456789012:certificate/abc-123',
        }).node,
      ),
    ).toThrow(/us-east-1/);
  });
});

describe('custom domain', () => {
  let custom: SynthesizedSite;
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';

  beforeAll(async () => {
    custom = await synthSite({ domainName: 'www.example.org', certificateArn });
  });

  it('serves the domain with its certificate, SNI and TLS 1.2+', () => {
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.example.org'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('allows uploads from the domain and from the CloudFront address', () => {
    const files =
      custom.template.toJSON().Resources[logicalId(custom.stack, 'Storage/FilesBucket')];
    expect(files.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      'https://www.example.org',
      {
        'Fn::Join': [
          '',
          [
            'https://',
            { 'Fn::GetAtt': [logicalId(custom.stack, 'Hosting/Distribution'), 'DomainName'] },
          ],
        ],
      },
    ]);
  });

  it('names the login page in the staff invitation', () => {
    custom.template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: Match.objectLike({
        InviteMessageTemplate: Match.objectLike({
          EmailMessage: Match.stringLikeRegexp('https://www\\.example\\.org/login'),
        }),
      }),
    });
  });
});
