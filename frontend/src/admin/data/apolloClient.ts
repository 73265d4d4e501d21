// Apollo Client for every admin data call: the GraphQL URL comes from /config.json and each request
// carries the signed-in user's access token (the API refuses admin fields without one).
import { ApolloClient, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { signOut } from 'aws-amplify/auth';
import { INACTIVE_ACCOUNT_MESSAGE } from '../../../../schema/contract/inactiveAccount';
import { paths } from '../../paths';
import { accessToken, configureAuth } from '../auth/amplifyAuth';

/**
 * An owner disabled or deleted this account: its tokens still look valid to the browser, so the
 * admin signs out here and goes to the sign-in page, where the person learns they cannot sign in.
 */
const inactiveAccountLink = new ErrorLink(({ error }) => {
  if (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((each) => each.message === INACTIVE_ACCOUNT_MESSAGE)
  ) {
    void signOut()
      .catch((signOutError: unknown) => console.error('Sign-out failed', signOutError))
      .finally(() => window.location.assign(paths.login));
  }
});

const NOT_SIGNED_IN = 'User needs to be authenticated to call this API.';

export function createApolloClient(): ApolloClient {
  const authLink = new SetContextLink(async ({ headers }) => {
    const [config, token] = await Promise.all([configureAuth(), accessToken()]);
    if (!token) throw new Error(NOT_SIGNED_IN);
    return { uri: config.graphqlUrl, headers: { ...headers, Authorization: token } };
  });
  return new ApolloClient({
    link: inactiveAccountLink.concat(authLink).concat(new HttpLink()),
    cache: new InMemoryCache(),
    // Admin lists change under other staff's hands: always ask the API.
    defaultOptions: { query: { fetchPolicy: 'network-only' } },
  });
}
