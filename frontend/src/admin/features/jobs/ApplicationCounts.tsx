// The number of applications of each job shown on Recruitment, fetched once for the jobs on the
// page (in calls of as many jobs as the API takes), not once per job. jobApplicationCounts reads no
// application, so fetching it audits no view.
import { useApolloClient } from '@apollo/client/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { JOB_APPLICATION_LIMITS } from '../../../../../schema/contract/inputLimits';
import { JobApplicationCountsDocument } from '../../graphql/generated/operations';

type Counts = ReadonlyMap<string, number>;

const CountsContext = createContext<Counts>(new Map());

function inCalls(jobIds: readonly string[]): string[][] {
  const calls: string[][] = [];
  for (let start = 0; start < jobIds.length; start += JOB_APPLICATION_LIMITS.maxCountedJobs) {
    calls.push(jobIds.slice(start, start + JOB_APPLICATION_LIMITS.maxCountedJobs));
  }
  return calls;
}

/** Counts the applications of `items`' jobs for the links inside; a failed count is logged. */
export function ApplicationCounts(props: {
  items: readonly { id: string }[];
  children: ReactNode;
}) {
  const client = useApolloClient();
  const [counts, setCounts] = useState<Counts>(new Map());
  // A new array comes with every change of the list; the ids decide whether to count again.
  const idsKey = JSON.stringify(props.items.map((item) => item.id));
  useEffect(() => {
    const jobIds = JSON.parse(idsKey) as string[];
    if (jobIds.length === 0) return;
    let current = true;
    Promise.all(
      inCalls(jobIds).map(async (ids) => {
        const { data } = await client.query({
          query: JobApplicationCountsDocument,
          variables: { jobIds: ids },
          fetchPolicy: 'network-only',
        });
        if (!data) throw new Error('jobApplicationCounts returned no data');
        return data.jobApplicationCounts;
      }),
    )
      .then((answers) => {
        if (current) setCounts(new Map(answers.flat().map(({ jobId, count }) => [jobId, count])));
      })
      .catch((error: unknown) => console.error('jobApplicationCounts failed', error));
    return () => {
      current = false;
    };
  }, [client, idsKey]);
  return <CountsContext.Provider value={counts}>{props.children}</CountsContext.Provider>;
}

/** The job's number of applications, or undefined until it is counted (or when counting failed). */
export function useApplicationCount(jobId: string): number | undefined {
  return useContext(CountsContext).get(jobId);
}
