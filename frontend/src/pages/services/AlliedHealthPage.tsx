import { PageContainer } from '../../components/layout/PageContainer';

export function AlliedHealthPage() {
  return (
    <PageContainer py={12}>
      <h1>Positive Behaviour Support Practitioner</h1>
    </PageContainer>
  );
}
