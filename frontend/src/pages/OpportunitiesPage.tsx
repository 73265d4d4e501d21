import { PageContainer } from '../components/layout/PageContainer';

export function OpportunitiesPage() {
  return (
    <PageContainer py={12}>
      <h1>Current Opportunities</h1>
    </PageContainer>
  );
}
