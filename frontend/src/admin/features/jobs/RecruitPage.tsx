// /admin/recruit: the job posts, each edited in place or deleted after a confirmation; new jobs
// come from the add-job modal, then the list reloads. A post's description shows as visitors see
// it on /opportunities (its lines as Markdown). The location is a state or territory and the
// employment type one of four, each chosen from a list; a post written as free text before ("VIC",
// "full-time") opens for editing with its state and type chosen, or none when the text names none.
// A job may have a closing date and be marked filled; either takes it off the website. Each job
// links to its applications with their number, once counted (./ApplicationCounts.tsx).
import { Badge, chakra, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { jobPagePath } from '../../../../../schema/contract/jobPages';
import { STATE_NAMES, stateOfLocation } from '../../../../../schema/contract/australianStates';
import { EMPLOYMENT_TYPES, employmentTypeOf } from '../../../../../schema/contract/employmentTypes';
import { ApplicationCounts, useApplicationCount } from './ApplicationCounts';
import { JobDescription } from './JobDescription';
import { cleanLines, DescriptionLines } from '../../components/DescriptionLines';
import { draftFields } from '../../components/draftFields';
import { TextInputField } from '../../components/fields';
import { createCall, listCall, removeCall, updateCall } from '../../data/entityCalls';
import {
  CreatePostDocument,
  DeletePostDocument,
  ListPostsDocument,
  UpdatePostDocument,
  type PostFieldsFragment,
} from '../../graphql/generated/operations';
import type { DraftForm } from '../../list/draftForm';
import { ALL_AT_ONCE } from '../../list/EntityListPage';
import { jobApplicationsPath } from '../../inbox/referenceParam';
import { InlineEditListPage, type InlineEditList } from '../../list/InlineEditListPage';
import { jobsText } from '../../texts';

interface JobDraft {
  title: string;
  location: string;
  type: string;
  description: string[];
  /** YYYY-MM-DD from the date input, '' for none. */
  closesOn: string;
  filled: boolean;
}

interface JobInput extends Omit<JobDraft, 'closesOn'> {
  closesOn: string | null;
}

function JobFields(props: { draft: JobDraft; onChange(draft: JobDraft): void }) {
  const { draft, onChange } = props;
  const fields = draftFields(draft, onChange);
  return (
    <>
      {fields.input('title', jobsText.title)}
      {fields.select('location', jobsText.location, STATE_NAMES, jobsText.locationPlaceholder)}
      {fields.select('type', jobsText.type, EMPLOYMENT_TYPES, jobsText.typePlaceholder)}
      <DescriptionLines
        lines={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
      />
      <TextInputField
        type="date"
        label={jobsText.closesOn}
        hint={jobsText.closesOnHint}
        required={false}
        value={draft.closesOn}
        onChange={(event) => onChange({ ...draft, closesOn: event.target.value })}
      />
      <chakra.label display="flex" alignItems="center" gap={3} minH="44px" cursor="pointer">
        <chakra.input
          type="checkbox"
          checked={draft.filled}
          onChange={(event) => onChange({ ...draft, filled: event.currentTarget.checked })}
          w="1.25rem"
          h="1.25rem"
          accentColor="brand.700"
        />
        {jobsText.filled}
      </chakra.label>
    </>
  );
}

const jobForm: DraftForm<JobDraft, JobInput> = {
  empty: { title: '', location: '', type: '', description: [], closesOn: '', filled: false },
  Fields: JobFields,
  /** Every field, and at least one description line, must be there. */
  complete(draft) {
    const job = {
      title: draft.title.trim(),
      location: draft.location.trim(),
      type: draft.type.trim(),
      description: cleanLines(draft.description),
      closesOn: draft.closesOn || null,
      filled: draft.filled,
    };
    return job.title && job.location && job.type && job.description.length > 0 ? job : undefined;
  },
};

function JobBody({ item }: { item: PostFieldsFragment }) {
  const count = useApplicationCount(item.id);
  return (
    <>
      <Flex gap="2" wrap="wrap">
        <Badge colorPalette="brand">{item.location}</Badge>
        <Badge colorPalette="gray">{item.type}</Badge>
        {item.closesOn ? (
          <Badge colorPalette="gray">{jobsText.closesBadge(item.closesOn)}</Badge>
        ) : null}
        {item.filled ? <Badge colorPalette="red">{jobsText.filledBadge}</Badge> : null}
      </Flex>
      <Flex gap="4" wrap="wrap">
        {item.slug ? (
          <Link href={jobPagePath(item.slug)} color="brand.700" textDecoration="underline">
            {jobsText.pageLink}
          </Link>
        ) : null}
        <Link asChild color="brand.700" textDecoration="underline">
          <RouterLink to={jobApplicationsPath(item.id)}>
            {count === undefined ? jobsText.applicationsLink : jobsText.applicationsCount(count)}
          </RouterLink>
        </Link>
      </Flex>
      <JobDescription lines={item.description} />
    </>
  );
}

const jobs: InlineEditList<PostFieldsFragment, JobDraft, JobInput> = {
  texts: jobsText,
  calls: {
    list: listCall('listPosts', ListPostsDocument),
    remove: removeCall('deletePost', DeletePostDocument),
    create: createCall('createPost', CreatePostDocument),
    update: updateCall('updatePost', UpdatePostDocument),
  },
  paging: ALL_AT_ONCE,
  form: jobForm,
  toDraft: (job) => ({
    title: job.title,
    location: stateOfLocation(job.location) ?? '',
    type: employmentTypeOf(job.type) ?? '',
    description: [...job.description],
    closesOn: job.closesOn ?? '',
    filled: job.filled ?? false,
  }),
  nameOf: (job) => job.title,
  headingSize: 'xl',
  Body: JobBody,
  Around: ApplicationCounts,
};

export function RecruitPage() {
  return <InlineEditListPage list={jobs} />;
}
