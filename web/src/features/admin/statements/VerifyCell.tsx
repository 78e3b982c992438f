import { useState } from 'react';
import styled from 'styled-components';
import { Button, Loading } from '../../../components/ui';
import { refusalText } from '../form-kit';
import { useVerification } from './api/statement-calls';

const Verdict = styled.span<{ $same: boolean }>`
  font-weight: 600;
  color: ${({ theme, $same }) => ($same ? theme.colors.text : theme.colors.danger)};
`;

/** Why the bytes differ when the layout changed since the statement was issued; nothing more to say otherwise. */
const differenceOf = (answer: { template_version_issued: string; template_version_rendered: string }) =>
  answer.template_version_issued === answer.template_version_rendered
    ? 'Not identical'
    : `Not identical: issued with layout ${answer.template_version_issued}, rendered with ${answer.template_version_rendered}`;

/**
 * Verify: renders the statement again from the log as known when it was issued and says whether
 * the bytes are identical to those issued (the SHA-256 of each when they are not, and the two
 * layouts when today's is not the one it was issued with: docs/statements.md, Template versions).
 */
export function VerifyCell({ statementId }: { statementId: string }) {
  const [asked, setAsked] = useState(false);
  const verification = useVerification(statementId, asked);
  if (!asked) {
    return (
      <Button variant="secondary" compact onClick={() => setAsked(true)}>
        Verify
      </Button>
    );
  }
  if (verification.isPending) return <Loading inline label="Verifying..." />;
  if (!verification.data) return <Verdict $same={false}>{refusalText(verification.error)}</Verdict>;
  const { identical, sha256_issued: issued, sha256_rendered: rendered } = verification.data;
  return (
    <Verdict $same={identical} role="status" title={identical ? `SHA-256 ${issued}` : `Issued ${issued}, rendered ${rendered}`}>
      {identical ? 'Identical' : differenceOf(verification.data)}
    </Verdict>
  );
}
