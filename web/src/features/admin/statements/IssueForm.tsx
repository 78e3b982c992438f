import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { isApiError, type PostBody } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { periodText, type Period } from '../../statements/period';
import { FormCard, refusalText, Select } from '../form-kit';
import { openPreview, useIssueStatements } from './api/statement-calls';
import { InvestorChoice } from './InvestorChoice';
import { periodOf, PeriodFields, type PeriodChoice } from './PeriodFields';

/** Preview and the way on from a refusal, at the start of the footer (the card's own button stays at its end). */
const FooterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  ${({ theme }) => theme.media.down('sm')} {
    width: 100%;

    & > button {
      flex: 1 1 100%;
    }
  }
`;

/** The server's words when the period is not closed yet: said with the way to close it. */
const NOT_CLOSED = /^Close the period through/;
/** Its words when investors have a current statement for the period: said with Reissue. */
const ISSUED_ALREADY = /reissue (it|them) instead/i;

/** What the last Issue or Preview met: a plain problem, the books not closed far enough, or statements there already. */
type Refusal = { kind: 'problem' | 'not-closed' | 'issued-already'; message: string };

const refusalOf = (error: unknown): Refusal => {
  const message = refusalText(error);
  if (!isApiError(error) || error.status !== 409) return { kind: 'problem', message };
  if (NOT_CLOSED.test(message)) return { kind: 'not-closed', message };
  // Other conflicts (a run of the period still issuing, an investor whose data was erased) a reissue would not settle.
  return { kind: ISSUED_ALREADY.test(message) ? 'issued-already' : 'problem', message };
};

const whom = (chosen: readonly string[] | null, all: number) =>
  chosen === null ? `all ${all} investors` : chosen.length === 1 ? chosen[0]! : `${chosen.length} investors`;

interface IssueFormProps {
  /** The period first offered (the last quarter the books are closed through). */
  initial: PeriodChoice;
  onIssued: (runId: string) => void;
}

/**
 * The period (a quarter or custom months) and the investors (all, or those ticked); Preview opens
 * one investor's PDF for it without issuing; Issue Statements starts the run. A period the books are
 * not closed through is refused with the way to Close Period; statements issued already for it are
 * offered a Reissue, which gives a new statement only to those whose figures changed.
 */
export function IssueForm({ initial, onIssued }: IssueFormProps) {
  const { investors_list: investors, tax_years: years } = useAdminHelpers();
  const [choice, setChoice] = useState(initial);
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const [previewFor, setPreviewFor] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const issue = useIssueStatements();
  const period = periodOf(choice);
  const yearOptions = [...new Set([initial.year, ...years])]
    .filter((year) => year !== '')
    .sort()
    .reverse();

  const problem = (message: string) => {
    setRefusal({ kind: 'problem', message });
    return null;
  };
  /** The period and the investors, or null with the problem shown. */
  const checked = (): { period: Period; chosen: readonly string[] | null } | null => {
    if ('problem' in period) return problem(period.problem);
    if (chosen !== null && chosen.length === 0) return problem('Tick at least one investor, or choose all investors.');
    return { period, chosen };
  };

  const send = (reissue: boolean) => {
    const asked = checked();
    if (!asked) return;
    const body: PostBody<'/admin/issue_statements'> = {
      ...asked.period,
      ...(asked.chosen === null ? {} : { investor_names: [...asked.chosen] }),
      ...(reissue ? { reissue: true } : {}),
    };
    const question = reissue
      ? `Reissue the statements for ${periodText(asked.period)} to ${whom(asked.chosen, investors.length)}? Only those whose figures changed get a new statement and an e-mail.`
      : `Issue the statements for ${periodText(asked.period)} (${formatDate(asked.period.from)} – ${formatDate(asked.period.through)}) to ${whom(asked.chosen, investors.length)}? Each investor with an e-mail on file is told it is ready.`;
    if (!window.confirm(question)) return;
    setRefusal(null);
    issue.mutate(body, {
      onSuccess: (answer) => onIssued(answer.run_id),
      onError: (error) => {
        console.error('Error issuing statements:', error);
        setRefusal(refusalOf(error));
      },
    });
  };

  const preview = () => {
    const asked = checked();
    if (!asked) return;
    const investor = previewFor || asked.chosen?.[0] || investors[0];
    if (!investor) return;
    setRefusal(null);
    openPreview(investor, asked.period).catch((error: unknown) => setRefusal(refusalOf(error)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!issue.isPending) send(false);
  };

  return (
    <FormCard
      title="Issue"
      level={3}
      submitLabel="Issue Statements"
      onSubmit={submit}
      pending={issue.isPending}
      message={refusal?.message}
      footer={
        <FooterActions>
          <Button variant="secondary" onClick={preview}>
            Preview PDF
          </Button>
          {refusal?.kind === 'not-closed' && <Link to="/admin?action=close-period">Open Close Period</Link>}
          {refusal?.kind === 'issued-already' && (
            <Button variant="secondary" disabled={issue.isPending} onClick={() => send(true)}>
              Reissue
            </Button>
          )}
        </FooterActions>
      }
    >
      <PeriodFields choice={choice} onChange={(change) => setChoice((current) => ({ ...current, ...change }))} years={yearOptions} />
      <InvestorChoice investors={investors} chosen={chosen} onChange={setChosen} />
      <Select
        label="Preview For"
        required={false}
        placeholder={chosen?.[0] ?? investors[0] ?? 'Select Investor'}
        options={investors}
        value={previewFor}
        onChange={(event) => setPreviewFor(event.target.value)}
      />
    </FormCard>
  );
}
