import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, PageTitle } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { DEFAULT_LANDING } from '../login-state';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** A signed-in page the signed-in user may not open (the admin area for an investor). */
export function NotAllowedPage() {
  usePageTitle('Not Allowed');
  return (
    <Page>
      <PageTitle>Not allowed</PageTitle>
      <Card aria-label="Not allowed">
        <Text>This page is for administrators. Your sign-in does not give access to it.</Text>
        <Link to={DEFAULT_LANDING}>Go to your investment summary</Link>
      </Card>
    </Page>
  );
}
