import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

describe('an amount of money', () => {
  it('shows a negative amount with its sign and in the colour of a loss', () => {
    const { container } = render(<Money dollars={-45} />);
    expect(container).toHaveTextContent('-$45.00');
    expect(getComputedStyle(container.firstElementChild!).color).toBe('var(--color-danger)');
  });

  it('leaves zero and gains in the text colour', () => {
    const { container } = render(
      <>
        <Money dollars={0} />
        <Money dollars={1234.5} />
        <Money dollars={-0.001} />
      </>,
    );
    expect(container).toHaveTextContent('$0.00$1,234.50$0.00');
    expect(container.children).toHaveLength(0);
  });
});
