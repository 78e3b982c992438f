import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page } from '../components/ui';
import { usePageTitle } from '../lib/use-page-title';

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.danger};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Detail = styled.pre`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' && data !== '' ? `: ${data}` : '';
    return `${error.status} ${error.statusText}${detail}`;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Router error element: the generic error view. */
export function ErrorView() {
  const error = useRouteError();
  usePageTitle('Error');
  return (
    <main>
      <Page>
        <Card role="alert">
          <Title>Unexpected Application Error!</Title>
          <Detail>{errorText(error)}</Detail>
          <Link to="/">Back to sign in</Link>
        </Card>
      </Page>
    </main>
  );
}
