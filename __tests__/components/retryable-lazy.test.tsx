/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { LoadBoundary, useRetryableLazy } from '@/components/ui/retryable-lazy';

function Panel() {
  return <p>The cart panel</p>;
}

let failuresLeft = 0;
const load = () => (failuresLeft-- > 0 ? Promise.reject(new Error('Loading chunk 123 failed.')) : Promise.resolve({ default: Panel }));

function Slot() {
  const { Lazy, attempt, retry } = useRetryableLazy(load);
  return (
    <main>
      <p>The page the farmer was reading</p>
      <LoadBoundary key={attempt} fallback={<button onClick={retry}>Try again</button>}>
        <Suspense fallback={<p>Opening...</p>}>
          <Lazy />
        </Suspense>
      </LoadBoundary>
    </main>
  );
}

describe('a part loaded on demand', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback when the download fails, keeps the page, and loads on a retry', async () => {
    failuresLeft = 1;
    render(<Slot />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The page the farmer was reading')).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByText('The cart panel')).toBeInTheDocument();
  });

  it('loads at once when the connection holds', async () => {
    failuresLeft = 0;
    render(<Slot />);
    expect(await screen.findByText('The cart panel')).toBeInTheDocument();
  });
});
