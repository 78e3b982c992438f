import { Card, Page, PageTitle } from '../../../components/ui';
import { useToken } from '../../../lib/token';
import { useProtected } from '../api/use-protected';
import { LoginPage } from './LoginPage';

function Identity() {
  const { data, isPending, isError } = useProtected();
  if (isPending) return <p role="status">Loading...</p>;
  if (isError) return <p role="alert">Your session could not be checked. Please sign in again.</p>;
  return (
    <p>
      Logged in as <strong>{data.logged_in_as}</strong>
    </p>
  );
}

/** Route `/protected`: the identity behind the stored token, or the login page without one. */
export function ProtectedPage() {
  const token = useToken();
  if (token === null) return <LoginPage />;
  return (
    <Page>
      <PageTitle>Your session</PageTitle>
      <Card aria-label="Signed-in identity">
        <Identity />
      </Card>
    </Page>
  );
}
