import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { rowTexts } from '../../../test/table-rows';
import type { InvestorProperty } from '../api/answers';
import { annReturns, annSummary, elmProperty, oakProperty } from '../test/fixtures';

const properties: Record<string, InvestorProperty> = { 'Elm Street Duplex': elmProperty, 'Oak Farm': oakProperty };

let scrollTo: MockInstance<Window['scrollTo']>;
/** jsdom has no layout: which element was asked to scroll into view, and how. */
const scrolledIntoView: { element: Element; options: ScrollIntoViewOptions | boolean | undefined; at: number }[] = [];
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrolledIntoView.length = 0;
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolledIntoView.push({ element: this, options, at: performance.now() });
  };
});

/** The summary page of Ann with the property call answered by `reply` (by default from the fixtures). */
async function openAnn(reply?: (propertyName: string) => MockReply | Promise<MockReply>) {
  const { fetchMock } = mockFetch({
    'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    'GET /api/investor_summary': { body: annSummary },
    'GET /api/investor_returns': { body: annReturns },
    'GET /api/investor_property': () => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
      const propertyName = url.searchParams.get('property_name') ?? '';
      return reply ? reply(propertyName) : { body: properties[propertyName] };
    },
  });
  setToken('jwt-ann');
  renderApp('/investor');
  const strip = await screen.findByRole('region', { name: 'Your Investment Properties' });
  const card = (name: string) => within(strip).getByRole('button', { name });
  const propertyQueries = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/investor_property')
      .map((url) => Object.fromEntries(url.searchParams));
  return { card, propertyQueries };
}

/** Ann's summary page with Elm Street Duplex's panel opened by a click: answers the user who clicked and the rows' buttons. */
async function openElm() {
  const user = userEvent.setup();
  const { card } = await openAnn();
  await user.click(card('Elm Street Duplex'));
  const heading = await screen.findByRole('heading', { name: 'Elm Street Duplex Details' });
  // Opened once the heading is brought into view too (a frame later): a busy machine may run it
  // after this returns, where a test that counts scrolls would see it as its own.
  await vi.waitFor(() => expect(scrolledIntoView.some(({ element }) => element === heading)).toBe(true));
  return { user, card };
}

const details = (name: string) => screen.queryByRole('heading', { name: `${name} Details` });

// Whole-page renders in jsdom: a first render on a busy 2-core machine can take seconds.
describe('property detail panel', { timeout: 20_000 }, () => {
  it('opens for the clicked card with its figures, picture and histories', async () => {
    const user = userEvent.setup();
    const { card, propertyQueries } = await openAnn();

    await user.click(card('Elm Street Duplex'));

    expect(await screen.findByRole('heading', { name: 'Elm Street Duplex Details' })).toBeInTheDocument();
    expect(card('Elm Street Duplex')).toHaveAttribute('aria-pressed', 'true');
    expect(propertyQueries()).toEqual([{ property_name: 'Elm Street Duplex', investor_name: 'Ann Lee' }]);
    const left = details('Elm Street Duplex')!.closest('section')!;
    expect(within(left).getByRole('img', { name: 'Elm Street Duplex' })).toHaveAttribute('src', '/pictures/elm.jpg');
    expect(within(left).getByRole('img', { name: 'Elm Street Duplex' })).toHaveAttribute('width', '200');
    expect(within(left).getByRole('img', { name: 'Elm Street Duplex' })).toHaveAttribute('height', '200');
    expect(within(left).getByText('Investments').nextElementSibling).toHaveTextContent('$100,000.00');
    expect(within(left).getByText('Income').nextElementSibling).toHaveTextContent('$9,000.50');
    expect(within(left).getByText('ROI').nextElementSibling).toHaveTextContent('9.00%');
    expect(within(left).getByText('Notes').nextElementSibling).toHaveTextContent('New roof in 2023');
    // No land contract has paid any capital back: no line for it.
    expect(within(left).queryByText('Capital returned')).toBeNull();
    expect(rowTexts('Property Income History')).toEqual(['DateAmount', '03/2023$8,500.50', '02/2023$500.00']);
    // 500.00 + 8,500.50, added in cents.
    expect(rowTexts('Property Income per year')).toEqual(['YearTotal', '2023$9,000.50']);
    expect(within(screen.getByRole('table', { name: 'Property Investment History' })).getByText('01/2023')).toBeInTheDocument();
  });

  it('shows the capital a land contract has returned, when the answer gives it', async () => {
    const user = userEvent.setup();
    const { card } = await openAnn((propertyName) => ({ body: { ...properties[propertyName], total_capital_returned: 708.82 } }));
    await user.click(card('Elm Street Duplex'));

    const left = (await screen.findByRole('heading', { name: 'Elm Street Duplex Details' })).closest('section')!;
    expect(within(left).getByText('Capital returned').nextElementSibling).toHaveTextContent('$708.82');
  });

  it('closes on a second click of the same card', async () => {
    const { user, card } = await openElm();
    await user.click(card('Elm Street Duplex'));

    expect(details('Elm Street Duplex')).toBeNull();
    expect(card('Elm Street Duplex')).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches to another card, whose empty histories show their texts', async () => {
    const { user, card } = await openElm();
    await user.click(card('Oak Farm'));

    expect(await screen.findByRole('heading', { name: 'Oak Farm Details' })).toBeInTheDocument();
    expect(details('Elm Street Duplex')).toBeNull();
    expect(card('Elm Street Duplex')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Oak Farm')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('cell', { name: 'No investments available.' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No income available.' })).toBeInTheDocument();
  });

  it('renders nothing until its data has loaded', async () => {
    const user = userEvent.setup();
    let answer: (reply: MockReply) => void = () => {};
    const { card } = await openAnn(() => new Promise<MockReply>((resolve) => (answer = resolve)));

    await user.click(card('Elm Street Duplex'));

    expect(card('Elm Street Duplex')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table', { name: 'Property Investment History' })).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => answer({ body: elmProperty }));
    expect(await screen.findByRole('heading', { name: 'Elm Street Duplex Details' })).toBeInTheDocument();
  });

  it('renders nothing and logs when the call fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { card } = await openAnn(() => ({ status: 403, body: { message: 'Forbidden' } }));

    await user.click(card('Elm Street Duplex'));

    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching investor property:', expect.anything()));
    expect(details('Elm Street Duplex')).toBeNull();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  });

  it("brings the panel's heading to the top of the window 150 ms after the click and focuses it", async () => {
    const { card } = await openAnn();

    const clickedAt = performance.now();
    fireEvent.click(card('Elm Street Duplex'));
    expect(scrolledIntoView.length).toBe(0);
    const heading = await screen.findByRole('heading', { name: 'Elm Street Duplex Details' });
    await vi.waitFor(() => expect(scrolledIntoView.length).toBe(1));

    // (Compared as booleans and texts: a failing match would print the whole document.)
    expect(scrolledIntoView[0]!.element === heading).toBe(true);
    expect(scrolledIntoView[0]!.options).toEqual({ block: 'start', behavior: 'smooth' });
    expect(scrolledIntoView[0]!.at - clickedAt).toBeGreaterThanOrEqual(140);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the page where it is when the panel is closed from its row, and any pending move undone', async () => {
    const { card } = await openAnn();
    fireEvent.click(card('Oak Farm'));
    await screen.findByRole('heading', { name: 'Oak Farm Details' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(card('Oak Farm'));
      act(() => vi.advanceTimersByTime(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(details('Oak Farm')).toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('closes from its close button back to the row it was opened from, in view and focused', async () => {
    const { user, card } = await openElm();
    scrolledIntoView.length = 0;

    await user.click(screen.getByRole('button', { name: 'Close Elm Street Duplex' }));

    expect(details('Elm Street Duplex')).toBeNull();
    expect(card('Elm Street Duplex')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Elm Street Duplex')).toHaveFocus();
    expect(scrolledIntoView.map(({ element, options }) => [element === card('Elm Street Duplex'), options])).toEqual([
      [true, { block: 'center', behavior: 'smooth' }],
    ]);
  });

  it('is closed from the keyboard: its close button is one Shift+Tab from the heading it opens on, and Escape closes it', async () => {
    const { user, card } = await openElm();
    expect(screen.getByRole('heading', { name: 'Elm Street Duplex Details' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close Elm Street Duplex' })).toHaveFocus();
    screen.getByRole('heading', { name: 'Elm Street Duplex Details' }).focus();
    await user.keyboard('{Escape}');

    expect(details('Elm Street Duplex')).toBeNull();
    expect(card('Elm Street Duplex')).toHaveFocus();
  });

  it("brings the heading into view when the panel's data comes after the delay", async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { card } = await openAnn(() => new Promise<MockReply>((resolve) => (answer = resolve)));

    fireEvent.click(card('Oak Farm'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(details('Oak Farm')).toBeNull();
    expect(scrolledIntoView.length).toBe(0);
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => answer({ body: oakProperty }));
    const heading = await screen.findByRole('heading', { name: 'Oak Farm Details' });
    await vi.waitFor(() => expect(scrolledIntoView.map(({ element }) => element === heading)).toEqual([true]));
    expect(heading).toHaveFocus();
  });

  it('shows a neutral placeholder when the picture cannot be loaded', async () => {
    const user = userEvent.setup();
    const { card } = await openAnn();

    await user.click(card('Elm Street Duplex'));
    const picture = await screen.findByRole('img', { name: 'Elm Street Duplex' });
    fireEvent.error(picture);

    const placeholder = screen.getByRole('img', { name: 'Elm Street Duplex' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveAttribute('data-testid', 'picture-placeholder');
  });
});
