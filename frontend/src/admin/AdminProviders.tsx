import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { createApolloClient } from './data/apolloClient';
import { adminSystem } from './theme/adminSystem';

let client: ApolloClient | undefined;

/** One client per page load, created on first use (never while the module is imported). */
export function adminApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}

export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient()}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
