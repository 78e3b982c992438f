import styles from './YearlyRoiNote.module.css';

/**
 * What the bars are, as the server computes them: each year's income over the average amount
 * invested in that year's months (up to this month), unlike the Return on Investment card, which
 * counts all income since the first investment. The current year is only the year so far.
 */
export function YearlyRoiNote({ roiPerYear, thisYear }: { roiPerYear: Readonly<Record<string, number>>; thisYear: string }) {
  if (Object.keys(roiPerYear).length === 0) return null;
  return (
    <p className={styles.note}>
      Each bar is that year&apos;s ROI: its income over the average amount invested during the year.
      {thisYear in roiPerYear && ` ${thisYear} (YTD) is the year to date.`}
    </p>
  );
}
