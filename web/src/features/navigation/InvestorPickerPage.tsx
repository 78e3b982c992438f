import { useQuery } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, InvestorNameLinks, investorSummaryPath, Loading, Page, PageTitle, TextField } from '../../components/ui';
import { adminHelpersQuery } from '../../lib/admin-helpers/use-admin-helpers';
import { usePageTitle } from '../../lib/use-page-title';
import { matchNames } from './investor-search';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Search = styled.form`
  max-width: 28rem;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.p`
  margin: 0;
`;

const SEARCH_PARAM = 'q';

const countText = (shown: number, total: number) =>
  shown === total ? `${total} ${total === 1 ? 'investor' : 'investors'}` : `${shown} of ${total} investors`;

/**
 * `/investor` for an admin, who has no summary of their own: search the investors by name and open
 * one's summary. The search is kept in the URL (`?q=`), so Back from a summary returns to it.
 */
export function InvestorPickerPage() {
  usePageTitle('Pick an Investor');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const investors = useQuery(adminHelpersQuery);
  const names = investors.data?.investors_list ?? [];
  const matches = matchNames(names, query);

  useEffect(() => {
    if (investors.error) console.error('Error fetching investors:', investors.error);
  }, [investors.error]);

  function search(text: string) {
    setParams(text === '' ? {} : { [SEARCH_PARAM]: text }, { replace: true });
  }

  /** Enter opens the one match. */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (matches.length === 1) void navigate(investorSummaryPath(matches[0]!));
  }

  return (
    <Page>
      <PageTitle>Investment Summary</PageTitle>
      <Lead>Choose the investor whose summary to open: search by name, or pick one from the list.</Lead>
      <Search role="search" aria-label="Investors" onSubmit={handleSubmit}>
        <TextField
          label="Search by name"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => search(event.target.value)}
        />
      </Search>
      <Card aria-label="Investors">
        {investors.isPending ? (
          <Loading />
        ) : investors.isError ? (
          <Status role="alert">The investor list could not be loaded.</Status>
        ) : (
          <>
            <Count aria-live="polite">{countText(matches.length, names.length)}</Count>
            {matches.length === 0 ? (
              <Status>{names.length === 0 ? 'No Investors available.' : `No investor matches “${query}”.`}</Status>
            ) : (
              <InvestorNameLinks names={matches} columns />
            )}
          </>
        )}
      </Card>
    </Page>
  );
}
