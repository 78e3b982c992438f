/** One investment (+) or investment withdrawal (−) of an investor in a property, in cents. */
export interface CapitalMovement {
  date: string;
  cents: number;
}

/** Invested(i, p, d): movements dated on or before d (docs/figures.md, Capital). */
export const investedOn = (movements: readonly CapitalMovement[], date: string): number =>
  movements.reduce((sum, movement) => (movement.date <= date ? sum + movement.cents : sum), 0);

/**
 * The most that may be withdrawn on `date`: invested(i, p, today), and no more than
 * stays invested at the withdrawal's own date and every later recorded date, so that neither a
 * back-dated nor a future-dated withdrawal can ever make invested(i, p, d) negative for some d
 * (that would be a negative ownership share).
 */
export const maxInvestmentWithdrawal = (movements: readonly CapitalMovement[], date: string, today: string): number => {
  const checkpoints = [date, ...movements.map((movement) => movement.date).filter((d) => d >= date)];
  const least = checkpoints.reduce((min, d) => Math.min(min, investedOn(movements, d)), investedOn(movements, today));
  return Math.max(0, least);
};
