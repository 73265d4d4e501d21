import { Text } from '@chakra-ui/react';
import { PageHeading } from '../../components/PageHeading';
import { layoutText } from '../../texts';

export function DashboardPage() {
  return (
    <>
      <PageHeading>{layoutText.heading}</PageHeading>
      <Text>{layoutText.dashboardNotDeveloped}</Text>
    </>
  );
}
