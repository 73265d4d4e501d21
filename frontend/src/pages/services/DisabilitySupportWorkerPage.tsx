import { PageContainer } from '../../components/layout/PageContainer';

export function DisabilitySupportWorkerPage() {
  return (
    <PageContainer py={12}>
      <h1>Disability Support worker</h1>
    </PageContainer>
  );
}
