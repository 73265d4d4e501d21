import { PageContainer } from '../../components/layout/PageContainer';

export function SocialWorkerPage() {
  return (
    <PageContainer py={12}>
      <h1>Social Worker</h1>
    </PageContainer>
  );
}
