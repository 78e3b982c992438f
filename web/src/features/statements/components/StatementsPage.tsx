import { Card, EmptyNote, Loading, Page, PageTitle } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStatements } from '../api/statements';
import { StatementTable } from './StatementTable';
import styles from './StatementsPage.module.css';

/** No statement issued yet: what will come here, and how the investor hears of it. */
function NoStatements() {
  return (
    <EmptyNote headline="No statements yet.">
      <p>Each quarter&apos;s statement of your capital account appears here once it is issued, and we e-mail you when it is ready.</p>
    </EmptyNote>
  );
}

/**
 * Route `/statements`: the signed-in investor's statements and distribution notices, newest first,
 * each a PDF to download as it was issued. A statement is never changed: a correction comes as a new one, and the old one says
 * which (docs/statements.md).
 */
export function StatementsPage() {
  const statements = useStatements('');
  usePageTitle('Statements');
  return (
    <Page className={styles.page}>
      <PageTitle>Statements</PageTitle>
      <p className={styles.intro}>
        Your capital account for each period as a PDF to keep: what you put in, what it earned, what was paid to you and what it is worth at
        the end. An issued statement never changes; a correction comes as a new statement that supersedes it. Each distribution paid to you
        comes with a notice of it here too.
      </p>
      {statements.isPending ? (
        <Loading lines={3} />
      ) : !statements.data ? (
        <p role="status">No data available.</p>
      ) : statements.data.length === 0 ? (
        <NoStatements />
      ) : (
        <Card>
          <StatementTable statements={statements.data} caption="Your statements" emptyText="No statements yet." />
        </Card>
      )}
    </Page>
  );
}
