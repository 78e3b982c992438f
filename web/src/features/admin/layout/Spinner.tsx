import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wheel = styled.span`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

/** A loading wheel that screen readers announce as 'Loading...'. */
export function Spinner() {
  return (
    <Centre role="status">
      <Wheel aria-hidden="true" />
      <VisuallyHidden>Loading...</VisuallyHidden>
    </Centre>
  );
}
