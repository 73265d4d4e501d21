// Calls to cognito-local on its private port. The proxy uses its public operations as a browser
// would and its administrator operations as the stack's own set-up does.
import { CognitoError } from './errors';

const JSON_TYPE = 'application/x-amz-json-1.1';
export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface UpstreamAnswer {
  status: number;
  body: Record<string, unknown>;
}

export class Upstream {
  constructor(readonly endpoint: string) {}

  async call(target: string, request: Record<string, unknown>): Promise<UpstreamAnswer> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': JSON_TYPE, 'x-amz-target': `${TARGET_PREFIX}${target}` },
      body: JSON.stringify(request),
    });
    const text = await response.text();
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new Error(`cognito-local answered ${target} with ${response.status}: ${text}`);
    }
    return { status: response.status, body };
  }

  /** A call that must succeed; cognito-local's Cognito errors pass on to the client as they are. */
  async must(target: string, request: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await this.call(target, request);
    if (answer.status === 200) {
      return answer.body;
    }
    if (answer.status === 400 && typeof answer.body.__type === 'string') {
      throw new CognitoError(answer.body.__type, String(answer.body.message ?? ''));
    }
    throw new Error(
      `cognito-local answered ${target} with ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
}
