import { Layout } from './components/Layout';
import type { PageDefinition } from './routes';

/** The same tree is rendered to HTML at build time and hydrated in the browser. */
export function App({ page }: { page: PageDefinition }) {
  const { Component } = page;
  return (
    <Layout>
      <Component />
    </Layout>
  );
}
