import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What the bars are, as the server computes them: each year's income over the average amount
 * invested in that year's months (up to this month), unlike the Return on Investment card, which
 * counts all income since the first investment. The current year is only the year so far.
 */
export function YearlyRoiNote({ roiPerYear, thisYear }: { roiPerYear: Readonly<Record<string, number>>; thisYear: string }) {
  if (Object.keys(roiPerYear).length === 0) return null;
  return (
    <Note>
      Each bar is that year&apos;s ROI: its income over the average amount invested during the year.
      {thisYear in roiPerYear && ` ${thisYear} (YTD) is the year to date.`}
    </Note>
  );
}
