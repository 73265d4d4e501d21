// The job pages in the cloud stack: the posts function may read the two templates and write the
// job pages and the open jobs' sitemap in the site bucket, and nothing else there (no other
// function touches that bucket); a daily schedule just after midnight in the provider's time zone
// republishes the jobs; the deployment keeps the published pages and republishes after uploading
// the templates.

import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../../lambdas/resolverMap';
import { CLOSING_SCHEDULE } from '../../lib/cloud/job-pages';
import { siteConfig } from '../../schema/contract/siteConfig';
import {
  actionsOf,
  cfnText,
  defaultSynthesis,
  logicalId,
  resourcesOf,
  roleStatements,
  type SynthesizedSite,
} from './synth';

let site: SynthesizedSite;
let siteBucketArn: string;
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

beforeAll(async () => {
  site = await defaultSynthesis();
  siteBucketArn = `<${logicalId(site.stack, 'Hosting/SiteBucket')}.Arn>`;
});

/** The posts function's role, as its resource names it. */
function postsRole(): string {
  const fn =
    site.template.findResources('AWS::Lambda::Function')[
      logicalId(site.stack, 'Functions/PostsFunction')
    ];
  return (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
}

/** Each statement of a role that names the site bucket, as [actions, resources] text. */
function siteBucketGrants(roleId: string): [string[], string[]][] {
  return roleStatements(site.template, roleId)
    .map((statement) => [actionsOf(statement), resourcesOf(statement).map(cfnText)] as const)
    .map(([actions, resources]): [string[], string[]] => [
      [...actions].sort(),
      resources.filter((resource) => resource.includes(siteBucketArn)).sort(),
    ])
    .filter(([, resources]) => resources.length > 0);
}

describe('the publisher’s rights', () => {
  it('reads the two templates and writes the job pages and the sitemap, nothing else', () => {
    expect(siteBucketGrants(postsRole())).toEqual([
      [
        ['s3:GetObject'],
        [`${siteBucketArn}/_templates/job-gone.html`, `${siteBucketArn}/_templates/job-page.html`],
      ],
      [
        ['s3:PutObject'],
        [
          `${siteBucketArn}/opportunities/*/index.html`,
          `${siteBucketArn}/opportunities/sitemap.xml`,
        ],
      ],
    ]);
  });

  it('no other resolver function’s role names the site bucket', () => {
    const functions = site.template.findResources('AWS::Lambda::Function');
    const roles = HANDLERS.filter(({ name }) => name !== 'posts').map(({ name }) => {
      const fn = functions[logicalId(site.stack, `Functions/${pascal(name)}Function`)];
      return (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    });
    expect(roles.length).toBeGreaterThan(3);
    for (const role of roles) expect(siteBucketGrants(role)).toEqual([]);
  });

  it('is told the site bucket’s name', () => {
    const fn =
      site.template.findResources('AWS::Lambda::Function')[
        logicalId(site.stack, 'Functions/PostsFunction')
      ];
    const env = fn?.Properties.Environment.Variables as Record<string, unknown>;
    expect(cfnText(env.SITE_BUCKET)).toBe(`<${logicalId(site.stack, 'Hosting/SiteBucket')}>`);
  });
});

describe('the daily closing', () => {
  it('invokes the posts function with the republish event just after midnight, provider time', () => {
    const schedules = Object.values(site.template.findResources('AWS::Scheduler::Schedule')).map(
      (schedule) => schedule.Properties as Record<string, { Arn?: unknown; Input?: string }>,
    );
    const closing = schedules.filter(
      (schedule) =>
        cfnText(schedule.Target?.Arn) ===
        `<${logicalId(site.stack, 'Functions/PostsFunction')}.Arn>`,
    );
    expect(closing).toHaveLength(1);
    expect(closing[0]).toMatchObject({
      ScheduleExpression: `cron(${CLOSING_SCHEDULE.minute} ${CLOSING_SCHEDULE.hour} * * ? *)`,
      ScheduleExpressionTimezone: siteConfig.timeZone,
      Target: { Input: '{}' },
    });
  });
});

describe('deployments', () => {
  it('keep the published job pages and sitemap when pruning the site', () => {
    const deployments = Object.values(site.template.findResources('Custom::CDKBucketDeployment'));
    const pages = deployments.filter((deployment) => deployment.Properties.Prune === true);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.Properties.Exclude).toEqual(
      expect.arrayContaining(['opportunities/*/index.html', 'opportunities/sitemap.xml']),
    );
  });

  it('republish the jobs after the site’s pages (and the templates) are uploaded', () => {
    // The deployment's custom resource is SiteDeploymentPagesCustomResource<hash>.
    const pagesId = 'SiteDeploymentPages';
    const triggers = Object.entries(site.template.findResources('Custom::Trigger')).filter(([id]) =>
      id.startsWith('PublicListsRepublishjobs'),
    );
    expect(triggers).toHaveLength(1);
    const dependsOn = (triggers[0]?.[1].DependsOn ?? []) as string[];
    expect(dependsOn.some((id) => id.startsWith(pagesId))).toBe(true);
  });
});
