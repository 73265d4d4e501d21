// Apollo Client for every admin data call: the GraphQL URL comes from /config.json and each request
// carries the signed-in user's access token (the API refuses admin fields without one).
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { accessToken, configureAuth } from '../auth/amplifyAuth';

const NOT_SIGNED_IN = 'User needs to be authenticated to call this API.';

export function createApolloClient(): ApolloClient {
  const authLink = new SetContextLink(async ({ headers }) => {
    const [config, token] = await Promise.all([configureAuth(), accessToken()]);
    if (!token) throw new Error(NOT_SIGNED_IN);
    return { uri: config.graphqlUrl, headers: { ...headers, Authorization: token } };
  });
  return new ApolloClient({
    link: authLink.concat(new HttpLink()),
    cache: new InMemoryCache(),
    // Admin lists change under other staff's hands: always ask the API.
    defaultOptions: { query: { fetchPolicy: 'network-only' } },
  });
}
