import styled from 'styled-components';
import { isApiError } from '../../../lib/api';

/** What went wrong, bold in the danger colour; the place it stands in spaces it. */
export const FailureText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** The server's own words for a refused request; `fallback` where there are none (the network failed). */
export const failureText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** A failed request said where its answer would have been, announced as it appears. */
export function Failure({ error, fallback }: { error: unknown; fallback: string }) {
  return <FailureText role="alert">{failureText(error, fallback)}</FailureText>;
}
