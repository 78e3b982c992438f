import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, type ReportTime } from '../../lib/report-time';
import { renderWithProviders } from '../../test/render-app';
import { ReportTimeBanner } from './ReportTimeBanner';
import { ReportTimeFields } from './ReportTimeFields';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** The fields as a page holds them: every change recorded, and passed back in. */
function Picker({ knownOn, onChange, start = NOW }: { knownOn: boolean; onChange: (time: ReportTime) => void; start?: ReportTime }) {
  const [time, setTime] = useState(start);
  return (
    <ReportTimeFields
      time={time}
      knownOn={knownOn}
      label="Statement date"
      onChange={(next) => {
        onChange(next);
        setTime(next);
      }}
    />
  );
}

describe('the As of and As known on fields', () => {
  it('passes on a day once it is one, never the years typed on the way to it, and an empty field as today', () => {
    const changes = vi.fn();
    renderWithProviders(<Picker knownOn={false} onChange={changes} />);
    const asOf = screen.getByLabelText('As of');
    expect(screen.getByRole('group', { name: 'Statement date' })).toContainElement(asOf);
    expect(asOf).toHaveAttribute('type', 'date');

    for (const typed of ['0002-12-31', '0020-12-31', '0202-12-31']) fireEvent.change(asOf, { target: { value: typed } });
    expect(changes).not.toHaveBeenCalled();
    expect(asOf).toHaveValue('0202-12-31');

    fireEvent.change(asOf, { target: { value: '2024-12-31' } });
    expect(changes).toHaveBeenLastCalledWith({ asOf: '2024-12-31', knownOn: null });
    expect(asOf).toHaveValue('2024-12-31');

    fireEvent.change(asOf, { target: { value: '' } });
    expect(changes).toHaveBeenLastCalledWith(NOW);
  });

  it('offers no day after today', () => {
    const changes = vi.fn();
    renderWithProviders(<Picker knownOn={false} onChange={changes} />);
    const asOf = screen.getByLabelText('As of');
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(asOf.getAttribute('max')! < day).toBe(true);
    fireEvent.change(asOf, { target: { value: day } });
    expect(changes).not.toHaveBeenCalled();
  });

  it('has no As known on for an investor', () => {
    renderWithProviders(<Picker knownOn={false} onChange={vi.fn()} />);
    expect(screen.queryByLabelText('As known on')).toBeNull();
  });

  it("sends As known on as an instant with the browser's offset, and shows a given instant in local time", () => {
    process.env.TZ = 'America/New_York';
    const changes = vi.fn();
    renderWithProviders(<Picker knownOn onChange={changes} start={{ asOf: '2024-12-31', knownOn: '2025-01-15T22:00:00.000Z' }} />);
    const knownOn = screen.getByLabelText('As known on');
    expect(knownOn).toHaveAttribute('type', 'datetime-local');
    expect(knownOn).toHaveValue('2025-01-15T17:00'); // the browser leaves out seconds of 0

    fireEvent.change(knownOn, { target: { value: '2025-02-01T09:30' } });
    expect(changes).toHaveBeenLastCalledWith({ asOf: '2024-12-31', knownOn: '2025-02-01T09:30:00-05:00' });
    expect(knownOn).toHaveValue('2025-02-01T09:30');

    fireEvent.change(knownOn, { target: { value: '' } });
    expect(changes).toHaveBeenLastCalledWith({ asOf: '2024-12-31', knownOn: null });
  });
});

describe('the banner over figures of another time', () => {
  it('says the day and the moment, what they leave out, and leads back to today', () => {
    process.env.TZ = 'America/New_York';
    renderWithProviders(
      <ReportTimeBanner
        time={{ asOf: '2024-12-31', knownOn: '2025-01-15T22:00:00Z' }}
        noun="Statement"
        todayLink={{ pathname: '/investor', search: '' }}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Statement date' });
    expect(banner).toHaveTextContent('Statement as of 12/31/2024, as known on 01/15/2025 5:00 PM');
    expect(banner).toHaveTextContent('later records and deletions are left out');
    expect(screen.getByRole('link', { name: 'Back to today' })).toHaveAttribute('href', '/investor');
  });

  it('is not there for today', () => {
    renderWithProviders(<ReportTimeBanner time={NOW} noun="Statement" todayLink="/investor" />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
