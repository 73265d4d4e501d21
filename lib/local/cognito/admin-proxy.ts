// The Cognito administrator endpoint the handlers use locally (their
// AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER): on a private loopback port, it passes every call to
// cognito-local except those cognito-local lacks or cannot get right, because the proxy (proxy.ts)
// holds the sessions and the authenticator apps:
// - AdminCreateUser e-mails the invitation through the local SES (invitations.ts), RESEND too;
// - AdminUserGlobalSignOut ends the user's sessions: refresh and access tokens (sessions.ts);
// - AdminDeleteUser ends them too, and forgets the authenticator app;
// - AdminGetUser reports the authenticator app (mfa.ts);
// - AdminSetUserMFAPreference turns it off (a lost phone), so the next sign-in enrols a new one;
// - AdminListUserAuthEvents is refused as a pool without threat protection refuses it (the cloud
//   pool's Essentials plan).
import { text } from 'node:stream/consumers';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { errorText } from '../processes/log';
import { serve } from '../http/ports';
import type { ProxyContext, Request } from './context';
import { CognitoError, requiredString } from './errors';
import { InvitationMail, temporaryPassword } from './invitations';
import { mfaFields } from './mfa';
import { attribute } from './pool-file';
import { TARGET_PREFIX } from './upstream';

const JSON_TYPE = 'application/x-amz-json-1.1';

type AdminOperation = (request: Request, context: AdminContext) => Promise<Request>;

interface AdminContext extends ProxyContext {
  invitations: InvitationMail;
}

/** cognito-local's user name (the sub) for the Username an administrator call names. */
async function poolUsername(context: AdminContext, username: unknown): Promise<string> {
  const user = await context.upstream.must('AdminGetUser', {
    UserPoolId: context.userPoolId,
    Username: requiredString(username, 'username'),
  });
  return String(user.Username);
}

const adminCreateUser: AdminOperation = async (request, context) => {
  const password =
    typeof request.TemporaryPassword === 'string' ? request.TemporaryPassword : temporaryPassword();
  const deliver = request.MessageAction !== 'SUPPRESS';
  let created: Request;
  if (request.MessageAction === 'RESEND') {
    const username = await poolUsername(context, request.Username);
    await context.upstream.must('AdminSetUserPassword', {
      UserPoolId: context.userPoolId,
      Username: username,
      Password: password,
      Permanent: false,
    });
    created = await context.upstream.must('AdminGetUser', {
      UserPoolId: context.userPoolId,
      Username: username,
    });
    created = { User: { ...created, Attributes: created.UserAttributes } };
  } else {
    created = await context.upstream.must('AdminCreateUser', {
      ...request,
      TemporaryPassword: password,
      MessageAction: 'SUPPRESS',
    });
  }
  const user = created.User as {
    Username: string;
    Attributes?: { Name: string; Value?: string }[];
  };
  const email = attribute(user, 'email');
  if (deliver && email) {
    await context.invitations.send(email, email, password);
  }
  return created;
};

const adminUserGlobalSignOut: AdminOperation = async (request, context) => {
  await context.tokens.signOut(await poolUsername(context, request.Username));
  return {};
};

const adminDeleteUser: AdminOperation = async (request, context) => {
  const username = await poolUsername(context, request.Username);
  await context.tokens.signOut(username);
  await context.upstream.must('AdminDeleteUser', { ...request, Username: username });
  await context.mfa.update(username, () => ({ enabled: false, preferred: false }));
  return {};
};

const adminGetUser: AdminOperation = async (request, context) => {
  const user = await context.upstream.must('AdminGetUser', request);
  delete user.MFAOptions;
  delete user.UserMFASettingList;
  delete user.PreferredMfaSetting;
  return { ...user, ...mfaFields(context, String(user.Username)) };
};

const adminSetUserMfaPreference: AdminOperation = async (request, context) => {
  const settings = request.SoftwareTokenMfaSettings as { Enabled?: boolean } | undefined;
  if (settings?.Enabled !== false) {
    throw new CognitoError(
      'CognitoLocal#Unsupported',
      'The local Cognito stand-in only turns authenticator apps off here.',
    );
  }
  const username = await poolUsername(context, request.Username);
  // Forgetting the secret too: the next sign-in then asks for a new app, as MFA_SETUP does.
  await context.mfa.update(username, () => ({ enabled: false, preferred: false }));
  return {};
};

const adminListUserAuthEvents: AdminOperation = () =>
  Promise.reject(
    new CognitoError(
      'UserPoolAddOnNotEnabledException',
      'Threat protection is not enabled for this user pool.',
    ),
  );

const ADMIN_OPERATIONS: Record<string, AdminOperation> = {
  AdminCreateUser: adminCreateUser,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  AdminDeleteUser: adminDeleteUser,
  AdminGetUser: adminGetUser,
  AdminSetUserMFAPreference: adminSetUserMfaPreference,
  AdminListUserAuthEvents: adminListUserAuthEvents,
};

/** Serves the administrator endpoint on `server`, with the sign-in proxy's context. */
export function serveCognitoAdmin(server: Server, proxy: ProxyContext, sesEndpoint: string): void {
  const context: AdminContext = { ...proxy, invitations: new InvitationMail(sesEndpoint) };

  function reply(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': JSON_TYPE });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const header = req.headers['x-amz-target'];
    const target =
      typeof header === 'string' && header.startsWith(TARGET_PREFIX)
        ? header.slice(TARGET_PREFIX.length)
        : '';
    const request = JSON.parse((await text(req)) || '{}') as Request;
    const own = Object.hasOwn(ADMIN_OPERATIONS, target) ? ADMIN_OPERATIONS[target] : undefined;
    if (own) {
      reply(res, 200, await own(request, context));
      return;
    }
    const answer = await context.upstream.call(target, request);
    reply(res, answer.status, answer.body);
  }

  serve(server, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof CognitoError) {
        reply(res, error.status, { __type: error.type, message: error.message });
        return;
      }
      context.log(`cognito admin endpoint: ${req.url} failed: ${errorText(error)}`);
      reply(res, 500, {
        __type: 'InternalErrorException',
        message: 'The Cognito stand-in failed.',
      });
    });
  });
  server.on('close', () => context.invitations.close());
}
