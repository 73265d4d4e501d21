// /admin/review: the testimonials, edited in place or deleted after a confirmation as the job
// posts are, with an add-review modal after which the list reloads.
import { Text } from '@chakra-ui/react';
import { draftFields } from '../../components/draftFields';
import { createCall, listCall, removeCall, updateCall } from '../../data/entityCalls';
import {
  CreateTestimonialDocument,
  DeleteTestimonialDocument,
  ListTestimonialsDocument,
  UpdateTestimonialDocument,
  type TestimonialFieldsFragment,
} from '../../graphql/generated/operations';
import type { DraftForm } from '../../list/draftForm';
import { ALL_AT_ONCE } from '../../list/EntityListPage';
import { InlineEditListPage, type InlineEditList } from '../../list/InlineEditListPage';
import { reviewsText } from '../../texts';

interface ReviewDraft {
  name: string;
  body: string;
}

function ReviewFields(props: { draft: ReviewDraft; onChange(draft: ReviewDraft): void }) {
  const fields = draftFields(props.draft, props.onChange);
  return (
    <>
      {fields.input('name', reviewsText.name)}
      {fields.area('body', reviewsText.body, 4)}
    </>
  );
}

const reviewForm: DraftForm<ReviewDraft, ReviewDraft> = {
  empty: { name: '', body: '' },
  Fields: ReviewFields,
  complete(draft) {
    const review = { name: draft.name.trim(), body: draft.body.trim() };
    return review.name && review.body ? review : undefined;
  },
};

function ReviewBody({ item }: { item: TestimonialFieldsFragment }) {
  return <Text whiteSpace="pre-wrap">{item.body}</Text>;
}

const reviews: InlineEditList<TestimonialFieldsFragment, ReviewDraft, ReviewDraft> = {
  texts: reviewsText,
  calls: {
    list: listCall('listTestimonials', ListTestimonialsDocument),
    remove: removeCall('deleteTestimonial', DeleteTestimonialDocument),
    create: createCall('createTestimonial', CreateTestimonialDocument),
    update: updateCall('updateTestimonial', UpdateTestimonialDocument),
  },
  paging: ALL_AT_ONCE,
  form: reviewForm,
  toDraft: (review) => ({ name: review.name, body: review.body }),
  nameOf: (review) => review.name,
  headingSize: 'md',
  Body: ReviewBody,
};

export function ReviewPage() {
  return <InlineEditListPage list={reviews} />;
}
