// Refreshing tokens (InitiateAuth REFRESH_TOKEN_AUTH, and GetTokensFromRefreshToken, which newer
// SDKs and Amplify call and cognito-local lacks): only with a refresh token this proxy issued and
// has not seen revoked or expire.
import { appClient, type Operation, type ProxyContext, type Request } from './context';
import { requiredString } from './errors';

export async function refreshTokens(context: ProxyContext, token: unknown): Promise<Request> {
  return context.tokens.refresh(requiredString(token, 'REFRESH_TOKEN'));
}

export const getTokensFromRefreshToken: Operation = async (request, context) => {
  appClient(request, context);
  return refreshTokens(context, request.RefreshToken);
};
