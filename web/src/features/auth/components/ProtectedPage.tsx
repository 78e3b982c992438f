import styled from 'styled-components';
import { Card, Loading, Page, PageTitle } from '../../../components/ui';
import { useToken } from '../../../lib/token';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProtected } from '../api/use-protected';
import { LoginPage } from './LoginPage';

const Text = styled.p`
  margin: 0;
`;

function Identity() {
  const { data, isPending, isError } = useProtected();
  if (isPending) return <Loading lines={1} />;
  if (isError) return <Text role="alert">Your session could not be checked. Please sign in again.</Text>;
  return (
    <Text>
      Logged in as <strong>{data.logged_in_as}</strong>
    </Text>
  );
}

/** Route `/protected`: the identity behind the stored token, or the login page without one. */
export function ProtectedPage() {
  const token = useToken();
  if (token === null) return <LoginPage />;
  return <SessionPage />;
}

function SessionPage() {
  usePageTitle('Your Session');
  return (
    <Page>
      <PageTitle>Your session</PageTitle>
      <Card aria-label="Signed-in identity">
        <Identity />
      </Card>
    </Page>
  );
}
