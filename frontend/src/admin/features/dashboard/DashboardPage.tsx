// /admin/dashboard: what needs attention now, from one query. Each section the person's roles cover
// (the API answers null for the others) is a list item with its name and count in words, then its
// items, each a link to the item with its state, the step due and its date in words: nothing is
// said by colour alone.
// A new section is a field of the schema's `type Dashboard`, its query selection and an entry in
// SECTIONS.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { calendarDate } from '../../components/factValues';
import { PageHeading } from '../../components/PageHeading';
import {
  DashboardDocument,
  type DashboardQuery,
  type DashboardSectionFieldsFragment,
} from '../../graphql/generated/operations';
import { MESSAGE_ID_PARAM, REFERENCE_PARAM } from '../../inbox/referenceParam';
import { dashboardText as text } from './dashboardText';

type SectionName = Exclude<keyof DashboardQuery['dashboard'], '__typename'>;
type Item = DashboardSectionFieldsFragment['items'][number];

const itemPath = (path: string, param: string, id: string) =>
  `${path}?${new URLSearchParams({ [param]: id }).toString()}`;

/** An item named, then where it stands and which step is due by when ("Overdue: acknowledge, due …"). */
const dueLabel = (name: string, item: Item) =>
  [
    name,
    item.due && item.step
      ? `${text.due[item.due]}: ${text.stepDueOn(text.steps[item.step], calendarDate(item.date))}`
      : '',
  ]
    .filter(Boolean)
    .join(' — ');

/** Each section in the order it shows: where its items link, and what each says. */
const SECTIONS: readonly {
  name: SectionName;
  link(id: string): string;
  label(item: Item): string;
}[] = [
  {
    name: 'referralsAwaitingContact',
    link: (id) => itemPath(paths.adminReferrals, REFERENCE_PARAM, id),
    label: (item) => dueLabel(text.referralItem(item.id), item),
  },
  {
    name: 'unreadMessages',
    link: (id) => itemPath(paths.adminMessages, MESSAGE_ID_PARAM, id),
    label: (item) => `${text.messageItem} ${text.receivedOn(calendarDate(item.date))}`,
  },
  {
    name: 'referralsDueForDeletion',
    link: (id) => itemPath(paths.adminReferrals, REFERENCE_PARAM, id),
    label: (item) => `${text.referralItem(item.id)} — ${text.deletedOn(calendarDate(item.date))}`,
  },
  {
    name: 'complaintsDue',
    link: (id) => itemPath(paths.adminFeedback, REFERENCE_PARAM, id),
    label: (item) => dueLabel(text.complaintItem(item.id), item),
  },
];

function Section({
  name,
  section,
  link,
  label,
}: (typeof SECTIONS)[number] & { section: DashboardSectionFieldsFragment }) {
  const headingId = `dashboard-${name}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" overflowWrap="anywhere">
      <Heading as="h3" size="md" id={headingId} mb={section.items.length ? '2' : '0'}>
        {text.sections[name]}: {text.count(section.count)}
      </Heading>
      {section.items.length > 0 && (
        <Stack as="ul" aria-labelledby={headingId} gap="1" ps="5">
          {section.items.map((item) => (
            <li key={item.id}>
              <Link to={link(item.id)}>{label(item)}</Link>
            </li>
          ))}
        </Stack>
      )}
      {section.count > section.items.length && (
        <Text mt="2">{text.more(section.items.length, section.count)}</Text>
      )}
    </Box>
  );
}

export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardDocument, { fetchPolicy: 'network-only' });
  const shown = data
    ? SECTIONS.flatMap((entry) => {
        const section = data.dashboard[entry.name];
        return section ? [{ ...entry, section }] : [];
      })
    : [];
  return (
    <>
      <PageHeading>{text.heading}</PageHeading>
      {loading && !data && <Text role="status">{text.loading}</Text>}
      {error && !data && <Text role="alert">{text.failed}</Text>}
      {data && shown.every(({ section }) => section.count === 0) && (
        <Text mb="4">{text.allClear}</Text>
      )}
      {shown.length > 0 && (
        <Stack as="ul" aria-label={text.sectionsLabel} listStyleType="none" gap="4" p="0">
          {shown.map((entry) => (
            <Section key={entry.name} {...entry} />
          ))}
        </Stack>
      )}
    </>
  );
}
