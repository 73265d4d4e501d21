// One definition of the security headers (lib/security-headers) for both stacks: CloudFront's
// response headers policy, read from the template and rendered as CloudFront adds the headers,
// equals what the local site server sends for the same endpoints and built pages, on every kind of
// response; with the local endpoints only connect-src differs.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGION } from '../../schema/contract/region';
import { Hosting } from '../../lib/cloud/hosting';
import { securityHeaders } from '../../lib/security-headers/headers';
import { inlineScriptHashes } from '../../lib/security-headers/inline-script-hashes';
import { createRuntimeConfig } from '../../lib/local/site/runtime-config';
import { localSecurityHeaders } from '../../lib/local/site/security-headers';
import { listeningServer } from '../../lib/local/http/ports';
import { startSiteServer } from '../../lib/local/site/site-server';
import { createStaticSite } from '../../lib/local/site/static-site';
import { FIXTURE_DIST } from './synth';

const CLOUD = {
  graphqlUrl: `https://abcdefghijklmnopqrstuvwxyz.appsync-api.${REGION}.amazonaws.com/graphql`,
  filesBucketName: 'files-example-site',
};
/** The same endpoints as the local stack takes them (its Cognito proxy and S3 stand-in URLs). */
const CLOUD_AS_LOCAL = {
  graphqlUrl: CLOUD.graphqlUrl,
  cognitoEndpoint: `https://cognito-idp.${REGION}.amazonaws.com`,
  s3Endpoint: `https://${CLOUD.filesBucketName}.s3.${REGION}.amazonaws.com`,
};
const CLOUD_SOURCES = {
  graphqlUrl: CLOUD.graphqlUrl,
  cognitoOrigin: CLOUD_AS_LOCAL.cognitoEndpoint,
  filesOrigin: CLOUD_AS_LOCAL.s3Endpoint,
};
const LOCAL = {
  graphqlUrl: 'http://localhost:3000/graphql',
  cognitoEndpoint: 'http://127.0.0.1:41001',
  s3Endpoint: 'http://127.0.0.1:41002',
};
/** One of each kind of response: pages, a nested page, an asset, config.json, the 404 page. */
const PATHS = ['/', '/about', '/about/', '/assets/app-abc123.js', '/config.json', '/missing'];

interface PolicyConfig {
  SecurityHeadersConfig: Record<string, Record<string, unknown>>;
  CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
}

/** The headers CloudFront adds for a response headers policy, names in lower case. */
function cloudFrontHeaders(config: PolicyConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [setting, value] of Object.entries(config.SecurityHeadersConfig)) {
    switch (setting) {
      case 'StrictTransportSecurity':
        headers['strict-transport-security'] = [
          `max-age=${String(value.AccessControlMaxAgeSec)}`,
          ...(value.IncludeSubdomains ? ['includeSubDomains'] : []),
          ...(value.Preload ? ['preload'] : []),
        ].join('; ');
        break;
      case 'ContentSecurityPolicy':
        headers['content-security-policy'] = String(value.ContentSecurityPolicy);
        break;
      case 'ContentTypeOptions':
        headers['x-content-type-options'] = 'nosniff';
        break;
      case 'FrameOptions':
        headers['x-frame-options'] = String(value.FrameOption);
        break;
      case 'ReferrerPolicy':
        headers['referrer-policy'] = String(value.ReferrerPolicy);
        break;
      default:
        throw new Error(`The policy sets ${setting}, which this test does not render yet.`);
    }
  }
  for (const { Header, Value } of config.CustomHeadersConfig?.Items ?? []) {
    headers[Header.toLowerCase()] = Value;
  }
  return headers;
}

function cloudPolicy(): PolicyConfig {
  const stack = new Stack();
  new Hosting(stack, 'Hosting', {
    logBucket: new Bucket(stack, 'Logs'),
    ...CLOUD,
    inlineScriptHashes: inlineScriptHashes(FIXTURE_DIST),
  });
  const [policy] = Object.values(
    Template.fromStack(stack).findResources('AWS::CloudFront::ResponseHeadersPolicy'),
  );
  return policy?.Properties.ResponseHeadersPolicyConfig as PolicyConfig;
}

/** The fixture site behind the local site server, with the security headers for `endpoints`. */
async function localSite(endpoints: typeof LOCAL): Promise<Server> {
  const site = createStaticSite(FIXTURE_DIST);
  return startSiteServer({
    server: await listeningServer(0),
    log: (line) => {
      throw new Error(`The site server logged: ${line}`);
    },
    securityHeaders: localSecurityHeaders({ distDir: FIXTURE_DIST, ...endpoints }),
    routes: {
      site,
      graphql: site,
      publicFiles: site,
      publicLists: site,
      jobPages: site,
      config: createRuntimeConfig(
        {
          region: REGION,
          apiKey: 'key',
          userPoolId: 'pool',
          userPoolClientId: 'client',
          cognitoEndpoint: endpoints.cognitoEndpoint,
          staffMfa: 'off',
        },
        ['http://localhost:3000'],
      ),
    },
  });
}

/** The headers named in `names` of each response, by path. */
async function responseHeaders(server: Server, names: string[]) {
  const { port } = server.address() as AddressInfo;
  const byPath: Record<string, Record<string, string | null>> = {};
  for (const path of PATHS) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    byPath[path] = Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
  }
  return byPath;
}

const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

let cloud: Record<string, string>;
const servers: Server[] = [];

beforeAll(() => {
  cloud = cloudFrontHeaders(cloudPolicy());
});
afterAll(() => Promise.all(servers.map(close)));

describe('security headers, cloud and local', () => {
  it('are the six the policy sets, with the fixture pages’ inline-script hash', () => {
    // A header added to the shared definition but not to CloudFront's policy fails here.
    const shared = securityHeaders({ ...CLOUD_SOURCES, inlineScriptHashes: [] });
    expect(
      Object.keys(shared)
        .map((name) => name.toLowerCase())
        .sort(),
    ).toEqual(Object.keys(cloud).sort());
    expect(Object.keys(cloud).sort()).toEqual([
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(cloud['content-security-policy']).toContain(
      `script-src 'self' ${inlineScriptHashes(FIXTURE_DIST).join(' ')};`,
    );
    expect(cloud['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('are the same from the local server for the same endpoints, on every response', async () => {
    const server = await localSite(CLOUD_AS_LOCAL);
    servers.push(server);
    const names = Object.keys(cloud);
    const expected = Object.fromEntries(PATHS.map((path) => [path, cloud]));
    expect(await responseHeaders(server, names)).toEqual(expected);
  });

  it('differ locally only in the endpoints connect-src allows', async () => {
    const server = await localSite(LOCAL);
    servers.push(server);
    const withoutConnect = (csp: string | null | undefined) =>
      (csp ?? '').split('; ').filter((directive) => !directive.startsWith('connect-src '));
    const connectSrc = (csp: string | null | undefined) =>
      (csp ?? '').split('; ').find((directive) => directive.startsWith('connect-src '));

    for (const [path, headers] of Object.entries(
      await responseHeaders(server, Object.keys(cloud)),
    )) {
      const csp = headers['content-security-policy'];
      expect({ path, ...headers, 'content-security-policy': withoutConnect(csp) }).toEqual({
        path,
        ...cloud,
        'content-security-policy': withoutConnect(cloud['content-security-policy']),
      });
      expect(connectSrc(csp)).toBe(
        "connect-src 'self' http://localhost:3000/graphql http://127.0.0.1:41001 " +
          'http://127.0.0.1:41002',
      );
    }
  });
});
