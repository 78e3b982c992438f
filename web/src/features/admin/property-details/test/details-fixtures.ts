/** A property's details with nothing recorded on it. */
export const EMPTY_DETAILS = {
  total_investments: 0,
  total_income: 0,
  total_expenses: 0,
  total_deposits: 0,
  investments: [],
  income: [],
  expenses: [],
  deposits: [],
  investors_list: [],
};
