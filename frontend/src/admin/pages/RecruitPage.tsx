// /admin/recruit: the job posts. Each row switches between view and inline edit (Save, Cancel) and
// can be deleted after a confirmation; new jobs come from the add-job modal, then the list reloads.
// A post's description shows as visitors see it on /opportunities (its lines as Markdown).
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { JobDescription } from '../../components/careers/JobDescription';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { cleanLines, DescriptionLines } from '../components/DescriptionLines';
import { TextInputField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import { SubmitButton } from '../components/SubmitButton';
import { errorMessage } from '../data/errorMessage';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { usePagedList } from '../data/usePagedList';
import { useRowSave } from '../data/useRowSave';
import {
  CreatePostDocument,
  DeletePostDocument,
  ListPostsDocument,
  UpdatePostDocument,
  type PostFieldsFragment,
} from '../graphql/generated/operations';
import { commonText, jobsText } from '../texts';

interface JobDraft {
  title: string;
  location: string;
  type: string;
  description: string[];
}

const emptyJob: JobDraft = { title: '', location: '', type: '', description: [] };

/** The draft as the API takes it, or undefined when a field or every description line is missing. */
function completeJob(draft: JobDraft): JobDraft | undefined {
  const job = {
    title: draft.title.trim(),
    location: draft.location.trim(),
    type: draft.type.trim(),
    description: cleanLines(draft.description),
  };
  return job.title && job.location && job.type && job.description.length > 0 ? job : undefined;
}

function JobFields(props: { draft: JobDraft; onChange(draft: JobDraft): void }) {
  const { draft, onChange } = props;
  return (
    <>
      <TextInputField
        label={jobsText.title}
        value={draft.title}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <TextInputField
        label={jobsText.location}
        value={draft.location}
        onChange={(event) => onChange({ ...draft, location: event.target.value })}
      />
      <TextInputField
        label={jobsText.type}
        placeholder={jobsText.typePlaceholder}
        value={draft.type}
        onChange={(event) => onChange({ ...draft, type: event.target.value })}
      />
      <DescriptionLines
        lines={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
      />
    </>
  );
}

function AddJobDialog(props: { open: boolean; onClose(added: boolean): void }) {
  const client = useApolloClient();
  const { status, show, clear } = useStatus();
  const [draft, setDraft] = useState<JobDraft>(emptyJob);
  const [busy, setBusy] = useState(false);

  const close = (added: boolean) => {
    setDraft(emptyJob);
    clear();
    props.onClose(added);
  };

  const submit = async () => {
    const job = completeJob(draft);
    if (!job) {
      show('error', jobsText.missingFields);
      return;
    }
    setBusy(true);
    try {
      await client.mutate({ mutation: CreatePostDocument, variables: { input: job } });
      close(true);
    } catch (error) {
      console.error('createPost failed', error);
      show('error', errorMessage(error) ?? jobsText.addError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={props.open}
      title={jobsText.addTitle}
      submitLabel={jobsText.submit}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={() => close(false)}
    >
      <JobFields draft={draft} onChange={setDraft} />
      <StatusMessage status={status} />
    </FormDialog>
  );
}

function JobRow(props: {
  job: PostFieldsFragment;
  onSave(job: PostFieldsFragment, draft: JobDraft): Promise<boolean>;
  onDelete(job: PostFieldsFragment): void;
}) {
  const { job } = props;
  const [draft, setDraft] = useState<JobDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `job-${job.id}`;

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    const saved = await props.onSave(job, draft);
    setBusy(false);
    if (saved) setDraft(null);
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4">
      {draft ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          noValidate
        >
          <Stack gap="3">
            <Heading as="h3" size="md" id={headingId}>
              {commonText.edit}: {job.title}
            </Heading>
            <JobFields draft={draft} onChange={setDraft} />
            <Flex gap="2">
              <SubmitButton label={commonText.save} busy={busy} />
              <Button variant="outline" onClick={() => setDraft(null)}>
                {commonText.cancel}
              </Button>
            </Flex>
          </Stack>
        </form>
      ) : (
        <Stack gap="2">
          <Heading as="h3" size="xl" id={headingId}>
            {job.title}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <Badge colorPalette="brand">{job.location}</Badge>
            <Badge colorPalette="gray">{job.type}</Badge>
          </Flex>
          <JobDescription lines={job.description} />
          <Flex gap="2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`${commonText.edit}: ${job.title}`}
              onClick={() =>
                setDraft({
                  title: job.title,
                  location: job.location,
                  type: job.type,
                  description: [...job.description],
                })
              }
            >
              {commonText.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`${commonText.delete}: ${job.title}`}
              onClick={() => props.onDelete(job)}
            >
              {commonText.delete}
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}

export function RecruitPage() {
  const client = useApolloClient();
  const { status, show } = useStatus();
  const [adding, setAdding] = useState(false);

  const fetchPage = useCallback(
    async (nextToken: string | null) => {
      const { data } = await client.query({
        query: ListPostsDocument,
        variables: { limit: 100, nextToken },
      });
      if (!data) throw new Error('listPosts returned no data');
      return data.listPosts;
    },
    [client],
  );
  const list = usePagedList(fetchPage, { allPages: true });

  const save = useRowSave({
    complete: completeJob,
    update: async (id, job: JobDraft) => {
      const { data } = await client.mutate({
        mutation: UpdatePostDocument,
        variables: { input: { id, ...job } },
      });
      return data?.updatePost;
    },
    setItems: list.setItems,
    show,
    texts: jobsText,
    operation: 'updatePost',
  });
  const deletion = useConfirmedDelete<PostFieldsFragment>({
    remove: async (id) => {
      const { data } = await client.mutate({
        mutation: DeletePostDocument,
        variables: { input: { id } },
      });
      return Boolean(data?.deletePost);
    },
    setItems: list.setItems,
    show,
    texts: jobsText,
    operation: 'deletePost',
  });

  return (
    <>
      <PageHeading
        action={
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            {jobsText.add}
          </Button>
        }
      >
        {jobsText.heading}
      </PageHeading>
      <StatusMessage status={status} />
      <Stack as="ul" gap="3" listStyleType="none" p="0" aria-label={jobsText.listLabel}>
        {list.items.map((job) => (
          <JobRow key={job.id} job={job} onSave={save} onDelete={deletion.ask} />
        ))}
      </Stack>
      {!list.loading && list.items.length === 0 && <Text>{commonText.empty}</Text>}
      <AddJobDialog
        open={adding}
        onClose={(added) => {
          setAdding(false);
          if (added) show('success', jobsText.added);
          // After Cancel too: the list also picks up what others changed meanwhile.
          void list.reload();
        }}
      />
      <ConfirmDialog
        open={deletion.deleting !== null}
        question={deletion.deleting ? jobsText.confirmDelete(deletion.deleting.title) : ''}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
