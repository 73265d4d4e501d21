import { PageContainer } from '../components/layout/PageContainer';

export function ContactPage() {
  return (
    <PageContainer py={12}>
      <h1>Feel free to contact us</h1>
    </PageContainer>
  );
}
