import { Page, PageTitle } from '../../components/ui';

/**
 * PLACEHOLDER: route `/admin`. The action dropdown and its panels (summaries, forms, transaction
 * browsers, LLC taxes) come with their own issue.
 */
export function AdminPage() {
  return (
    <Page>
      <PageTitle>Admin Page</PageTitle>
    </Page>
  );
}
