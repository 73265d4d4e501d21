// /admin/review: the testimonials, with the same view / inline edit toggle and confirmed delete as
// the job posts, and an add-review modal after which the list reloads.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TextAreaField, TextInputField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import { SubmitButton } from '../components/SubmitButton';
import { errorMessage } from '../data/errorMessage';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { usePagedList } from '../data/usePagedList';
import { useRowSave } from '../data/useRowSave';
import {
  CreateTestimonialDocument,
  DeleteTestimonialDocument,
  ListTestimonialsDocument,
  UpdateTestimonialDocument,
  type TestimonialFieldsFragment,
} from '../graphql/generated/operations';
import { commonText, reviewsText } from '../texts';

interface ReviewDraft {
  name: string;
  body: string;
}

const emptyReview: ReviewDraft = { name: '', body: '' };

function completeReview(draft: ReviewDraft): ReviewDraft | undefined {
  const review = { name: draft.name.trim(), body: draft.body.trim() };
  return review.name && review.body ? review : undefined;
}

function ReviewFields(props: { draft: ReviewDraft; onChange(draft: ReviewDraft): void }) {
  const { draft, onChange } = props;
  return (
    <>
      <TextInputField
        label={reviewsText.name}
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextAreaField
        label={reviewsText.body}
        rows={4}
        value={draft.body}
        onChange={(event) => onChange({ ...draft, body: event.target.value })}
      />
    </>
  );
}

function AddReviewDialog(props: { open: boolean; onClose(added: boolean): void }) {
  const client = useApolloClient();
  const { status, show, clear } = useStatus();
  const [draft, setDraft] = useState<ReviewDraft>(emptyReview);
  const [busy, setBusy] = useState(false);

  const close = (added: boolean) => {
    setDraft(emptyReview);
    clear();
    props.onClose(added);
  };

  const submit = async () => {
    const review = completeReview(draft);
    if (!review) {
      show('error', reviewsText.missingFields);
      return;
    }
    setBusy(true);
    try {
      await client.mutate({ mutation: CreateTestimonialDocument, variables: { input: review } });
      close(true);
    } catch (error) {
      console.error('createTestimonial failed', error);
      show('error', errorMessage(error) ?? reviewsText.addError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={props.open}
      title={reviewsText.addTitle}
      submitLabel={reviewsText.submit}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={() => close(false)}
    >
      <ReviewFields draft={draft} onChange={setDraft} />
      <StatusMessage status={status} />
    </FormDialog>
  );
}

function ReviewRow(props: {
  review: TestimonialFieldsFragment;
  onSave(review: TestimonialFieldsFragment, draft: ReviewDraft): Promise<boolean>;
  onDelete(review: TestimonialFieldsFragment): void;
}) {
  const { review } = props;
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    const saved = await props.onSave(review, draft);
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
            <Heading as="h3" size="md">
              {commonText.edit}: {review.name}
            </Heading>
            <ReviewFields draft={draft} onChange={setDraft} />
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
          <Heading as="h3" size="md">
            {review.name}
          </Heading>
          <Text whiteSpace="pre-wrap">{review.body}</Text>
          <Flex gap="2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`${commonText.edit}: ${review.name}`}
              onClick={() => setDraft({ name: review.name, body: review.body })}
            >
              {commonText.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`${commonText.delete}: ${review.name}`}
              onClick={() => props.onDelete(review)}
            >
              {commonText.delete}
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}

export function ReviewPage() {
  const client = useApolloClient();
  const { status, show } = useStatus();
  const [adding, setAdding] = useState(false);

  const fetchPage = useCallback(
    async (nextToken: string | null) => {
      const { data } = await client.query({
        query: ListTestimonialsDocument,
        variables: { limit: 100, nextToken },
      });
      if (!data) throw new Error('listTestimonials returned no data');
      return data.listTestimonials;
    },
    [client],
  );
  const list = usePagedList(fetchPage, { allPages: true });

  const save = useRowSave({
    complete: completeReview,
    update: async (id, review: ReviewDraft) => {
      const { data } = await client.mutate({
        mutation: UpdateTestimonialDocument,
        variables: { input: { id, ...review } },
      });
      return data?.updateTestimonial;
    },
    setItems: list.setItems,
    show,
    texts: reviewsText,
    operation: 'updateTestimonial',
  });
  const deletion = useConfirmedDelete<TestimonialFieldsFragment>({
    remove: async (id) => {
      const { data } = await client.mutate({
        mutation: DeleteTestimonialDocument,
        variables: { input: { id } },
      });
      return Boolean(data?.deleteTestimonial);
    },
    setItems: list.setItems,
    show,
    texts: reviewsText,
    operation: 'deleteTestimonial',
  });

  return (
    <>
      <PageHeading
        action={
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            {reviewsText.add}
          </Button>
        }
      >
        {reviewsText.heading}
      </PageHeading>
      <StatusMessage status={status} />
      <Stack as="ul" gap="3" listStyleType="none" p="0" aria-label={reviewsText.listLabel}>
        {list.items.map((review) => (
          <ReviewRow key={review.id} review={review} onSave={save} onDelete={deletion.ask} />
        ))}
      </Stack>
      {!list.loading && list.items.length === 0 && <Text>{commonText.empty}</Text>}
      <AddReviewDialog
        open={adding}
        onClose={(added) => {
          setAdding(false);
          if (added) show('success', reviewsText.added);
          // After Cancel too: the list also picks up what others changed meanwhile.
          void list.reload();
        }}
      />
      <ConfirmDialog
        open={deletion.deleting !== null}
        question={deletion.deleting ? reviewsText.confirmDelete(deletion.deleting.name) : ''}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
