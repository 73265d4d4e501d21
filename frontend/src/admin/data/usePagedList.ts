// A list loaded through the API's nextToken paging: page by page (messages) or every page at once
// (the short admin lists). A failed load is logged and leaves the list empty, as the product does.
import { useCallback, useEffect, useState } from 'react';

export interface ListPage<T> {
  items: T[];
  nextToken?: string | null;
}

export function usePagedList<T>(
  fetchPage: (nextToken: string | null) => Promise<ListPage<T>>,
  options: { allPages: boolean },
) {
  const { allPages } = options;
  const [items, setItems] = useState<T[]>([]);
  const [nextToken, setNextToken] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  /** Resolves to the items it brought and whether the API has more, or null when it failed. */
  const load = useCallback(
    async (from: string | null): Promise<{ items: T[]; more: boolean } | null> => {
      setLoading(true);
      try {
        let page = await fetchPage(from);
        let loaded = page.items;
        while (allPages && page.nextToken) {
          page = await fetchPage(page.nextToken);
          loaded = [...loaded, ...page.items];
        }
        setItems((current) => (from ? [...current, ...loaded] : loaded));
        const next = page.nextToken ?? null;
        setNextToken(next);
        return { items: loaded, more: next !== null };
      } catch (error) {
        console.error('The list could not be loaded', error);
        return null;
      } finally {
        setLoading(false);
      }
    },
    [fetchPage, allPages],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return {
    items,
    setItems,
    loading,
    hasMore: nextToken !== null,
    loadMore: () => load(nextToken),
    reload: async () => {
      await load(null);
    },
  };
}
