import { act, fireEvent, render, screen } from '@testing-library/react';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { ApiError } from '@/lib/contract/api-error';
import { HSN_CODE_MESSAGE } from '@/lib/contract/admin-products';
import { ProductForm } from './product-form';
import { hsnCodesOf } from './product-format';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push }) }));
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: { createProduct: jest.fn(), updateProduct: jest.fn() },
}));
const api = adminBrowserApi as jest.Mocked<typeof adminBrowserApi>;

const categories = [
  { id: 1, name: 'Women', subcategories: [] },
  { id: 5, name: 'Fabric', subcategories: [] },
  { id: 7, name: 'Gifts', subcategories: [] },
];
const hsnCodes = hsnCodesOf([
  { id: 1, hsn_code: '6204' },
  { id: 5, hsn_code: '5208' },
  { id: 7, hsn_code: null },
]);

beforeEach(() => jest.clearAllMocks());

describe('ProductForm: the HSN code', () => {
  it("hints the chosen category's code, follows a change of category, and says when there is none", () => {
    render(<ProductForm categories={categories} categoryHsnCodes={hsnCodes} />);
    const field = screen.getByLabelText('HSN code (optional)');
    const category = screen.getByLabelText('Category');
    fireEvent.change(category, { target: { value: '1' } });
    expect(field.parentElement).toHaveTextContent("Empty: the category's code, 6204.");
    fireEvent.change(category, { target: { value: '5' } });
    expect(field.parentElement).toHaveTextContent("Empty: the category's code, 5208.");
    fireEvent.change(category, { target: { value: '7' } });
    expect(field.parentElement).toHaveTextContent('The category has no code');
  });

  it("sends the code as typed and shows the server's refusal under the field, focused", async () => {
    api.createProduct.mockRejectedValue(
      new ApiError('invalid_request', `hsn_code: ${HSN_CODE_MESSAGE}`, {
        field: 'hsn_code',
        errors: [{ field: 'hsn_code', message: `hsn_code: ${HSN_CODE_MESSAGE}` }],
      }),
    );
    render(<ProductForm categories={categories} categoryHsnCodes={hsnCodes} />);
    const field = screen.getByLabelText('HSN code (optional)');
    fireEvent.change(field, { target: { value: '620' } });
    const button = screen.getByRole('button', { name: 'Create product' });
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(api.createProduct).toHaveBeenCalledWith(expect.objectContaining({ hsn_code: '620' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field);
    expect(field.parentElement).toHaveTextContent(HSN_CODE_MESSAGE);
  });
});
