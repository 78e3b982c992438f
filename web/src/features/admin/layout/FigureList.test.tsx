import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { FigureList } from './FigureList';

describe('FigureList', () => {
  it('pairs each label with its value, amounts on one line and long texts wrapping between words only', () => {
    renderWithProviders(
      <FigureList
        figures={[
          ['Address', '250 Monroe Ave NW, Suite 400, Grand Rapids, MI 49503'],
          ['Total LLC Assets', '$947,500'],
        ]}
      />,
    );

    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Address', '250 Monroe Ave NW, Suite 400, Grand Rapids, MI 49503'],
      ['Total LLC Assets', '$947,500'],
    ]);
    expect(screen.getByText('$947,500')).toHaveStyle({ whiteSpace: 'nowrap' });
    const address = screen.getByText(/^250 Monroe/);
    expect(address).toHaveStyle({ whiteSpace: 'normal' });
    expect(getComputedStyle(address).overflowWrap).not.toBe('anywhere');
  });
});
