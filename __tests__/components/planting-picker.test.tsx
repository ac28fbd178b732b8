/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlantingPicker } from '@/components/cart/planting-picker';
import { plantingBounds, type PlantingLine } from '@/lib/planting';

const TODAY = '2026-11-26';
// Ready stock fit to plant for 21 days; a sowing ready in 28 at the fastest: every quick choice can be met.
const inStock: PlantingLine[] = [{ quantity: 10, product: { stock: 100, raisingDaysMin: 28, sellableDays: 21 } }];
// 30 wanted, 10 ready: a sowing today is ready in 35 days, after the 2- and 4-week choices.
const short: PlantingLine[] = [{ quantity: 30, product: { stock: 10, raisingDaysMin: 35, sellableDays: 10 } }];
// Tomato's seed figures, in stock: fit to plant for 10 days, grown from 28: a gap between.
const gap: PlantingLine[] = [{ quantity: 10, product: { stock: 100, raisingDaysMin: 28, sellableDays: 10 } }];

function Harness({ lines, initial = null, onChange = () => {} }: { lines: PlantingLine[]; initial?: string | null; onChange?: (d: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <PlantingPicker
      bounds={plantingBounds(lines, TODAY)}
      value={value}
      onChange={(d) => {
        setValue(d);
        onChange(d);
      }}
    />
  );
}

describe('PlantingPicker', () => {
  it('is one radio group named by its question, starting at "Now" with the quick choices dated', () => {
    render(<Harness lines={inStock} />);
    const group = screen.getByRole('radiogroup', { name: 'When will you plant?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Now (ready today)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /In 2 weeks.*10 December/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /In 4 weeks.*24 December/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /In 6 weeks.*7 January/ })).toBeEnabled();
  });

  it('turns off "Now" and the quick choices before the earliest day the seedlings can be raised', () => {
    render(<Harness lines={short} />);
    expect(screen.getByRole('radio', { name: 'Now (ready today)' })).toBeDisabled();
    // Not offered, and not shown as taken either: the cart waits for a later day.
    expect(screen.getByRole('radio', { name: 'Now (ready today)' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.getByRole('radio', { name: /In 2 weeks/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /In 4 weeks/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /In 6 weeks/ })).toBeEnabled();
    // 2026-11-26 + 35 days.
    expect(screen.getByText('These seedlings can be ready from Thursday, 31 December.')).toBeInTheDocument();
  });

  it('stores a quick choice as its date, and "Now" as none', async () => {
    const onChange = jest.fn();
    render(<Harness lines={inStock} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /In 4 weeks/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
    expect(screen.getByRole('radio', { name: /In 4 weeks/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Now (ready today)' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('bounds a day of the farmer own: from the earliest day to 120 days ahead, refusals said in a live region', async () => {
    const onChange = jest.fn();
    render(<Harness lines={short} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Another day' }));
    const input = screen.getByLabelText('Planting day');
    expect(input).toHaveAttribute('min', '2026-12-31');
    expect(input).toHaveAttribute('max', '2027-03-26');

    fireEvent.change(input, { target: { value: '2026-12-20' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Choose a day from Thursday, 31 December to Friday, 26 March.');

    fireEvent.change(input, { target: { value: '2027-03-27' } });
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '2027-01-15' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-01-15');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says both runs of days when the ready stock is past its best before a sowing can be ready', async () => {
    const onChange = jest.fn();
    render(<Harness lines={gap} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: /In 2 weeks/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /In 4 weeks/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Another day' }));
    fireEvent.change(screen.getByLabelText('Planting day'), { target: { value: '2026-12-15' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Choose a day from Friday, 27 November to Sunday, 6 December, or from Thursday, 24 December to Friday, 26 March.',
    );
    fireEvent.change(screen.getByLabelText('Planting day'), { target: { value: '2026-12-05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
  });

  it('a day of one own starts tomorrow when the seedlings are ready now', async () => {
    render(<Harness lines={inStock} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Another day' }));
    expect(screen.getByLabelText('Planting day')).toHaveAttribute('min', '2026-11-27');
  });

  it('opens on "Another day" with the stored day when it is not a quick choice', () => {
    render(<Harness lines={inStock} initial="2027-01-15" />);
    expect(screen.getByRole('radio', { name: 'Another day' })).toBeChecked();
    expect(screen.getByLabelText('Planting day')).toHaveValue('2027-01-15');
  });
});
