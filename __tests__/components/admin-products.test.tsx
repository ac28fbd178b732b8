/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductForm } from '@/components/admin/products/product-form';
import { StockForm } from '@/components/admin/products/stock-form';
import { ProductImage } from '@/components/products/product-image';
import type { Category } from '@/lib/catalogue';
import { productFormValues } from '@/lib/schemas/admin-products';

// Typing whole descriptions key by key takes seconds on a busy 2-core machine.
jest.setTimeout(20_000);

const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: mockRefresh }) }));

const categories: Category[] = [{ slug: 'herbs', name: 'Herbs', description: '', nameSw: 'Viungo', descriptionSw: '' }];
const ID = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f';
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const calls: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  calls.length = 0;
  mockPush.mockReset();
  mockRefresh.mockReset();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // jsdom has no Response: the little of it adminCall reads.
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as unknown as Response;
  }) as typeof fetch;
});

async function fillNewProduct() {
  const user = userEvent.setup();
  render(<ProductForm initial={productFormValues()} categories={categories} />);
  await user.type(screen.getByLabelText('Name'), 'Sweet Basil Genovese');
  await user.type(screen.getByLabelText('Variety'), 'Genovese');
  await user.selectOptions(screen.getByLabelText('Category'), 'herbs');
  await user.type(screen.getByLabelText('Price (KES)'), '20.50');
  await user.type(screen.getByLabelText('Description'), 'Basil for kitchens and hotels.');
  await user.type(screen.getByLabelText('Spacing'), '30 cm x 30 cm');
  await user.type(screen.getByLabelText('Weeks from sowing to transplanting'), '5');
  await user.type(screen.getByLabelText('Weeks from transplanting to first harvest'), '4');
  return user;
}

describe('the product form', () => {
  it('marks wrong fields before sending anything', async () => {
    const user = userEvent.setup();
    render(<ProductForm initial={productFormValues()} categories={categories} />);
    await user.type(screen.getByLabelText('Price (KES)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByLabelText('Price (KES)')).toHaveAccessibleDescription(/Enter the price in KES with at most 2 decimals/);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('suggests the web address from the name, sends the values and opens the new product', async () => {
    const user = await fillNewProduct();
    expect(screen.getByLabelText('Web address')).toHaveValue('sweet-basil-genovese');
    answer = { status: 201, body: { success: true, message: 'Sweet Basil Genovese added', data: { id: ID } } };
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(calls).toEqual([
      {
        url: '/api/admin/products',
        method: 'POST',
        body: expect.objectContaining({ slug: 'sweet-basil-genovese', price: '20.50', traySize: '', active: false }),
      },
    ]);
    expect(mockPush).toHaveBeenCalledWith(`/admin/products/${ID}`);
  });

  it('sends the Kiswahili description, spacing and tips typed next to the English', async () => {
    const user = await fillNewProduct();
    expect(screen.getByLabelText('Description (Kiswahili)')).toHaveAttribute('lang', 'sw');
    await user.type(screen.getByLabelText('Description (Kiswahili)'), 'Basil kwa jikoni na hoteli.');
    await user.type(screen.getByLabelText('Spacing (Kiswahili)'), 'sm 30 kati ya mistari');
    await user.type(screen.getByLabelText('Tips'), 'Pinch the tips.');
    await user.type(screen.getByLabelText('Tips (Kiswahili)'), 'Kata ncha.{Enter}Vuna asubuhi.');
    answer = { status: 201, body: { success: true, message: 'Sweet Basil Genovese added', data: { id: ID } } };
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(calls[0]?.body).toMatchObject({
      description: 'Basil for kitchens and hotels.',
      descriptionSw: 'Basil kwa jikoni na hoteli.',
      spacingSw: 'sm 30 kati ya mistari',
      tips: 'Pinch the tips.',
      tipsSw: 'Kata ncha.\nVuna asubuhi.',
    });
  });

  it('marks a Kiswahili field with hidden characters before sending anything', async () => {
    const user = await fillNewProduct();
    await user.click(screen.getByLabelText('Spacing (Kiswahili)'));
    await user.paste('sm 30\u0000');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByLabelText('Spacing (Kiswahili)')).toHaveAccessibleDescription(/hidden or special characters/);
    expect(calls).toEqual([]);
  });

  it('shows a taken web address next to its field', async () => {
    const user = await fillNewProduct();
    answer = {
      status: 409,
      body: { success: false, code: 'slug_taken', message: 'Another product already uses the web address "sweet-basil-genovese". Please choose another.' },
    };
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByLabelText('Web address')).toHaveAccessibleDescription(/already uses the web address/);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('saves an existing product without its visibility, which has its own switch', async () => {
    const user = userEvent.setup();
    const values = {
      ...productFormValues(),
      slug: 'basil',
      name: 'Basil',
      category: 'herbs',
      variety: 'G',
      price: '20.00',
      active: false,
      description: 'Basil.',
      spacing: '30 cm',
      weeksToTransplant: '5',
      weeksToHarvest: '4',
    };
    render(<ProductForm productId={ID} initial={{ ...values, descriptionSw: 'Basil tamu.', tipsSw: 'Moja\nMbili' }} categories={categories} />);
    expect(screen.queryByLabelText('Show in the shop now')).toBeNull();
    expect(screen.getByLabelText('Description (Kiswahili)')).toHaveValue('Basil tamu.');
    expect(screen.getByLabelText('Tips (Kiswahili)')).toHaveValue('Moja\nMbili');
    await user.clear(screen.getByLabelText('Price (KES)'));
    await user.type(screen.getByLabelText('Price (KES)'), '22');
    answer = { status: 200, body: { success: true, message: 'Basil saved' } };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.body).not.toHaveProperty('active');
    expect(calls[0]?.body).toMatchObject({ descriptionSw: 'Basil tamu.', spacingSw: '', tipsSw: 'Moja\nMbili' });
    expect(screen.getByRole('status')).toHaveTextContent('Basil saved');
    expect(mockRefresh).toHaveBeenCalled();
  });
});

describe('the stock form', () => {
  it('sends a negative change for "Take away", and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    render(<StockForm productId={ID} unit="trays" />);
    await user.click(screen.getByLabelText('Take away'));
    await user.type(screen.getByLabelText('Number of trays'), '-7');
    await user.type(screen.getByLabelText('Reason'), 'Frost damage');
    answer = { status: 409, body: { success: false, code: 'stock_too_little', message: 'Only 5 in stock, so at most 5 can be taken away.' } };
    await user.click(screen.getByRole('button', { name: 'Save stock change' }));
    expect(calls).toEqual([{ url: `/api/admin/products/${ID}/stock`, method: 'POST', body: { change: -7, reason: 'Frost damage' } }]);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 5 in stock, so at most 5 can be taken away.');
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});

describe('a product picture in the shop', () => {
  it('offers the three widths of an upload with the layout’s sizes', () => {
    const { container } = render(<ProductImage src={`/api/product-images/${ID}/320`} size={160} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', `/api/product-images/${ID}/320`);
    expect(img).toHaveAttribute('srcset', `/api/product-images/${ID}/160 160w, /api/product-images/${ID}/320 320w, /api/product-images/${ID}/640 640w`);
    expect(img?.getAttribute('sizes')).toMatch(/calc\(50vw - 22px\)$/);
  });

  it('keeps the seed’s SVGs as they were, and the seedling icon for none', () => {
    const { container } = render(<ProductImage src="/images/products/tomato-anna-f1.svg" size={320} />);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    expect(container.querySelector('img')).not.toHaveAttribute('sizes');
    const { container: empty } = render(<ProductImage src={null} size={160} />);
    expect(empty.querySelector('img')).toBeNull();
    expect(empty.querySelector('svg')).not.toBeNull();
  });
});
