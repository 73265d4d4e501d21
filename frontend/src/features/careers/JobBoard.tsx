import { chakra } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { LOCATIONS, opportunitiesText } from './content/careers';
import { listAllPosts, type JobPost } from './data/posts';
import { filterPosts, locationOptions, type JobFilterState } from './jobFilter';
import { JobFilters } from './JobFilters';

const JobList = lazy(() => import('./JobList').then((module) => ({ default: module.JobList })));

const text = opportunitiesText;

/** 'idle' until the browser starts loading: the prerendered page promises nothing it cannot do. */
type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; posts: JobPost[] };

/** Filters beside the list of every job post (all pages of the API), filtered in the browser. */
export function JobBoard() {
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [filter, setFilter] = useState<JobFilterState>({
    types: new Set(),
    locations: new Set(),
  });

  useEffect(() => {
    let active = true;
    setLoad({ state: 'loading' });
    listAllPosts()
      .then((posts) => {
        if (active) setLoad({ state: 'loaded', posts });
      })
      .catch((error: unknown) => {
        console.error('Loading the job posts failed', error);
        if (active) setLoad({ state: 'failed' });
      });
    return () => {
      active = false;
    };
  }, []);

  const locations = useMemo(
    () => locationOptions(LOCATIONS, load.state === 'loaded' ? load.posts : []),
    [load],
  );
  const shown = useMemo(
    () => (load.state === 'loaded' ? filterPosts(load.posts, filter) : []),
    [load, filter],
  );

  return (
    <chakra.div
      display="grid"
      gap={8}
      gridTemplateColumns={{ base: '1fr', lg: '18rem 1fr' }}
      alignItems="start"
    >
      <JobFilters filter={filter} locations={locations} onChange={setFilter} />
      <chakra.section aria-labelledby="job-list-heading">
        <chakra.h2 id="job-list-heading" srOnly>
          {text.heading}
        </chakra.h2>
        <noscript>
          <chakra.p fontWeight="semibold" mb={4}>
            {text.noScript}
          </chakra.p>
        </noscript>
        <chakra.p role="status" fontWeight="semibold" mb={4}>
          {statusText(load, shown.length)}
        </chakra.p>
        {shown.length > 0 ? (
          <Suspense fallback={null}>
            <JobList posts={shown} />
          </Suspense>
        ) : null}
      </chakra.section>
    </chakra.div>
  );
}

function statusText(load: Load, shown: number): string {
  switch (load.state) {
    case 'idle':
      return '';
    case 'loading':
      return text.loading;
    case 'failed':
      return text.loadFailed;
    case 'loaded':
      return shown === 0 ? text.empty : text.count(shown);
  }
}
