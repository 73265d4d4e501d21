import { Text } from '@chakra-ui/react';
import { PageHeading } from '../components/PageHeading';
import { layoutText } from '../texts';

export function ReferralsPage() {
  return (
    <>
      <PageHeading>{layoutText.referralsHeading}</PageHeading>
      <Text>{layoutText.referralsPlaceholder}</Text>
    </>
  );
}
