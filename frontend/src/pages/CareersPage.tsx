import { PageContainer } from '../components/layout/PageContainer';

export function CareersPage() {
  return (
    <PageContainer py={12}>
      <h1>Work with us</h1>
    </PageContainer>
  );
}
