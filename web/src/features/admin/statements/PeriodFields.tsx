import { MonthField, Select } from '../form-kit';
import { monthsPeriod, QUARTERS, quarterPeriod, type Period, type Quarter } from '../../statements/period';
import { Choice, ChoiceRow, ChoiceSet, Pair } from './choice-styles';

/** The period as the fields hold it: a calendar quarter, or months from and through (`YYYY-MM`). */
export interface PeriodChoice {
  kind: 'quarter' | 'months';
  year: string;
  quarter: string;
  fromMonth: string;
  throughMonth: string;
}

/**
 * The period the fields name, or what is missing or wrong with them in words. Custom months are
 * checked here too (a month the field could not read, through before from): the server would refuse
 * the same with 400.
 */
export function periodOf(choice: PeriodChoice): Period | { problem: string } {
  if (choice.kind === 'quarter') {
    if (choice.year === '' || choice.quarter === '') return { problem: 'Choose the year and the quarter.' };
    return quarterPeriod(Number(choice.year), Number(choice.quarter) as Quarter);
  }
  const month = /^\d{4}-(0[1-9]|1[0-2])$/;
  if (!month.test(choice.fromMonth) || !month.test(choice.throughMonth)) {
    return { problem: 'Enter the first and the last month of the period, such as 2026-01 and 2026-05.' };
  }
  if (choice.throughMonth < choice.fromMonth) return { problem: 'The last month must not be before the first.' };
  return monthsPeriod(choice.fromMonth, choice.throughMonth);
}

interface PeriodFieldsProps {
  choice: PeriodChoice;
  onChange: (change: Partial<PeriodChoice>) => void;
  /** The years offered for a quarter, newest first. */
  years: readonly string[];
}

/** A calendar quarter (a year and Q1 to Q4), or any whole months from one through another. */
export function PeriodFields({ choice, onChange, years }: PeriodFieldsProps) {
  return (
    <ChoiceSet>
      <legend>Period</legend>
      <ChoiceRow>
        <Choice>
          <input type="radio" name="period-kind" checked={choice.kind === 'quarter'} onChange={() => onChange({ kind: 'quarter' })} />A
          quarter
        </Choice>
        <Choice>
          <input type="radio" name="period-kind" checked={choice.kind === 'months'} onChange={() => onChange({ kind: 'months' })} />
          Custom months
        </Choice>
      </ChoiceRow>
      {choice.kind === 'quarter' ? (
        <Pair>
          <Select label="Year" options={years} value={choice.year} onChange={(event) => onChange({ year: event.target.value })} />
          <Select
            label="Quarter"
            options={QUARTERS.map((quarter) => ({ value: String(quarter), label: `Q${quarter}` }))}
            value={choice.quarter}
            onChange={(event) => onChange({ quarter: event.target.value })}
          />
        </Pair>
      ) : (
        <Pair>
          <MonthField label="From Month" value={choice.fromMonth} onChange={(event) => onChange({ fromMonth: event.target.value })} />
          <MonthField
            label="Through Month"
            value={choice.throughMonth}
            onChange={(event) => onChange({ throughMonth: event.target.value })}
          />
        </Pair>
      )}
    </ChoiceSet>
  );
}
