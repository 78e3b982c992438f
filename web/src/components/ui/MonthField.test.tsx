import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { MonthField } from './MonthField';

function Bound({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <MonthField
        label="Income For Month"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue?.(event.target.value);
        }}
      />
      <button type="button">next</button>
    </ThemeProvider>
  );
}

describe('MonthField', () => {
  it('is a plain text input named by its label, with the format as a hint', () => {
    render(<Bound />);
    const input = screen.getByLabelText('Income For Month');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM');
    expect(input).toHaveAccessibleDescription('Year and month, e.g. 2025-06');
  });

  it('keeps a typed YYYY-MM as it is', async () => {
    const values: string[] = [];
    render(<Bound onValue={(value) => values.push(value)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Income For Month'), '2024-03');
    await user.tab();
    expect(screen.getByLabelText('Income For Month')).toHaveValue('2024-03');
    expect(values.at(-1)).toBe('2024-03');
    expect(screen.getByLabelText('Income For Month')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['03/2024', '2024-03'],
    ['2024-3', '2024-03'],
    ['202403', '2024-03'],
  ])('turns %s into %s on leaving the field, through onChange', async (typed, key) => {
    const values: string[] = [];
    render(<Bound onValue={(value) => values.push(value)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Income For Month'), typed);
    await user.tab();
    expect(screen.getByLabelText('Income For Month')).toHaveValue(key);
    expect(values.at(-1)).toBe(key);
  });

  it('marks text that is no month invalid and says what is expected', async () => {
    render(<Bound />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Income For Month'), '2024-13');
    await user.tab();
    const input = screen.getByLabelText('Income For Month');
    expect(input).toHaveValue('2024-13');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a month as YYYY-MM, from 1900-01 to 2099-12.');
  });
});
