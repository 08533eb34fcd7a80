import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/contract/api-error';
import { AddItemForm } from './add-item-form';
import {
  ADD_ITEM_LABELS,
  ADD_ITEM_MIN_MESSAGE,
  ADD_ITEM_REQUIRED_MESSAGES,
  ADD_ITEM_SAVED,
  ADD_ITEM_SUBMIT,
  ITEMS_STORAGE_KEY,
} from './add-item-messages';

const mockCreateProduct = jest.fn();
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: { createProduct: (input: unknown) => mockCreateProduct(input) },
}));

function control(label: keyof typeof ADD_ITEM_LABELS): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${ADD_ITEM_LABELS[label]}\\*?$`));
}

function change(label: keyof typeof ADD_ITEM_LABELS, value: string) {
  fireEvent.change(control(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: ADD_ITEM_SUBMIT }));
}

function fillRequired() {
  change('category', '1');
  change('product_name', 'Indigo Dabu Kurti');
  change('description', 'Hand block-printed with mud resist and indigo.');
  change('offer_price', '24.5');
  change('mrp', '39');
}

function storedItems(): unknown {
  const text = window.localStorage.getItem(ITEMS_STORAGE_KEY);
  return text === null ? null : JSON.parse(text);
}

describe('AddItemForm', () => {
  let consoleLog: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    consoleLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => consoleLog.mockRestore());

  it('has the spec fields with their defaults: quantity 10 and the three switches on', () => {
    render(<AddItemForm />);
    expect(control('quantity')).toHaveValue(10);
    expect(control('quantity')).toHaveAttribute('min', '0');
    expect(control('offer_price')).toHaveAttribute('min', '0');
    expect(control('mrp')).toHaveAttribute('min', '0');
    for (const name of ['is_active', 'new_arrival', 'top_selling'] as const) {
      expect(screen.getByRole('switch', { name: ADD_ITEM_LABELS[name] })).toBeChecked();
    }
    const categories = screen.getByRole('combobox', { name: /^Category/ });
    expect(Array.from((categories as HTMLSelectElement).options).map((option) => [option.text, option.value])).toEqual([
      ['Select a category', ''],
      ['Men', '0'],
      ['Women', '1'],
      ['Kids', '2'],
    ]);
    const sizes = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Size/ });
    expect(Array.from(sizes.options).map((option) => option.value)).toEqual(['', 'Small', 'Medium', 'Large']);
    const ratings = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Rating/ });
    expect(Array.from(ratings.options).map((option) => option.value)).toEqual(['', '1', '2', '3', '4', '5']);
    for (const name of [
      'main_image',
      'second_media',
      'third_media',
      'fourth_media',
      'fifth_media',
      'product_code',
      'remarks',
    ] as const) {
      expect(control(name)).toBeInTheDocument();
    }
  });

  it('shows each required message next to its field and saves nothing', () => {
    render(<AddItemForm />);
    submit();
    const expected = [
      ['category', 'Please select a category!'],
      ['product_name', 'Please enter the product name!'],
      ['description', 'Please enter the description!'],
      ['offer_price', 'Please enter the offer price!'],
      ['mrp', 'Please enter the MRP!'],
    ] as const;
    for (const [name, message] of expected) {
      expect(ADD_ITEM_REQUIRED_MESSAGES[name]).toBe(message);
      expect(control(name)).toHaveAttribute('aria-invalid', 'true');
      expect(control(name)).toHaveAccessibleDescription(message);
    }
    expect(control('quantity')).not.toHaveAttribute('aria-invalid');
    expect(control('category')).toHaveFocus();
    expect(storedItems()).toBeNull();
    expect(consoleLog).not.toHaveBeenCalled();
  });

  it('clears a message when its field is filled in', () => {
    render(<AddItemForm />);
    submit();
    change('product_name', 'Bagru Bedcover');
    expect(control('product_name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ADD_ITEM_REQUIRED_MESSAGES.product_name)).not.toBeInTheDocument();
    expect(screen.getByText(ADD_ITEM_REQUIRED_MESSAGES.mrp)).toBeInTheDocument();
  });

  it('refuses negative quantity, offer price and MRP', () => {
    render(<AddItemForm />);
    fillRequired();
    change('quantity', '-1');
    change('mrp', '-5');
    submit();
    expect(control('quantity')).toHaveAccessibleDescription(ADD_ITEM_MIN_MESSAGE);
    expect(control('mrp')).toHaveAccessibleDescription(ADD_ITEM_MIN_MESSAGE);
    expect(storedItems()).toBeNull();
  });

  it('logs the values and stores them under "items", overwriting what was there', () => {
    window.localStorage.setItem(ITEMS_STORAGE_KEY, JSON.stringify({ product_name: 'an older item' }));
    render(<AddItemForm />);
    fillRequired();
    change('product_code', '10101');
    change('size', 'Medium');
    change('rating', '4');
    change('main_image', 'https://example.com/kurti.webp');
    change('remarks', 'First batch');
    fireEvent.click(screen.getByRole('switch', { name: ADD_ITEM_LABELS.new_arrival }));
    submit();

    const expected = {
      category: 1,
      product_name: 'Indigo Dabu Kurti',
      product_code: 10101,
      size: 'Medium',
      is_active: true,
      new_arrival: false,
      top_selling: true,
      description: 'Hand block-printed with mud resist and indigo.',
      quantity: 10,
      rating: '4',
      offer_price: 24.5,
      mrp: 39,
      main_image: 'https://example.com/kurti.webp',
      second_media: '',
      third_media: '',
      fourth_media: '',
      fifth_media: '',
      remarks: 'First batch',
    };
    expect(storedItems()).toEqual(expected);
    expect(consoleLog).toHaveBeenCalledWith(expect.any(String), expected);
    expect(screen.getByRole('status')).toHaveTextContent(ADD_ITEM_SAVED);

    // A second submission replaces the first.
    change('category', '2');
    change('product_name', 'Kantha Jacket');
    submit();
    expect(storedItems()).toEqual({ ...expected, category: 2, product_name: 'Kantha Jacket' });
  });

  it('keeps the category as its position: Men is 0', () => {
    render(<AddItemForm />);
    fillRequired();
    change('category', '0');
    submit();
    expect(storedItems()).toMatchObject({ category: 0 });
  });

  describe('for a signed-in staff member', () => {
    const staff = { name: 'Meera', categoryIds: { Men: 3, Women: 1, Kids: 4 } };
    beforeEach(() => mockCreateProduct.mockReset());

    it('creates the product in the shop with the chosen size as its stock, and links to it', async () => {
      mockCreateProduct.mockResolvedValue({
        message: 'Product created.',
        changed: true,
        product: { id: 901, name: 'Indigo Dabu Kurti', product_code: 10101, storefront_path: '/product/901' },
      });
      render(<AddItemForm staff={staff} />);
      expect(screen.getByText('Signed in as Meera: submitting adds the item to the shop.')).toBeInTheDocument();
      fillRequired();
      change('product_code', '10101');
      change('size', 'Medium');
      change('quantity', '7');
      change('rating', '5');
      change('main_image', '/media/products/10101-1.webp');
      change('third_media', '/media/products/10101-3.webp');
      submit();
      expect(await screen.findByText('Indigo Dabu Kurti (code 10101) is in the shop now.')).toBeInTheDocument();
      expect(mockCreateProduct).toHaveBeenCalledWith({
        name: 'Indigo Dabu Kurti',
        category_id: 1,
        sub_category_id: null,
        description: 'Hand block-printed with mud resist and indigo.',
        remarks: '',
        product_code: 10101,
        offer_price: 24.5,
        mrp: 39,
        active: true,
        best_seller: true,
        new_arrival: true,
        sizes: [{ size: 'Medium', quantity: 7 }],
        pictures: [
          { url: '/media/products/10101-1.webp', alt: 'Indigo Dabu Kurti' },
          { url: '/media/products/10101-3.webp', alt: 'Indigo Dabu Kurti' },
        ],
      });
      expect(screen.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', '/product/901');
      expect(screen.getByRole('link', { name: 'Edit it in the back office' })).toHaveAttribute(
        'href',
        '/admin/products/901',
      );
      expect(storedItems()).toMatchObject({ product_name: 'Indigo Dabu Kurti' });
    });

    it("shows the server's problems under the form's fields (the second filled picture is third_media)", async () => {
      mockCreateProduct.mockRejectedValue(
        new ApiError('invalid_request', 'Invalid request', {
          errors: [
            { field: 'mrp', message: 'must not be below the offer price' },
            {
              field: 'pictures.1.url',
              message: 'must be a picture uploaded to the shop (a path starting with /media/)',
            },
          ],
        }),
      );
      render(<AddItemForm staff={staff} />);
      fillRequired();
      change('main_image', '/media/products/10101-1.webp');
      change('third_media', 'https://elsewhere.example/x.jpg');
      submit();
      await waitFor(() => expect(control('mrp')).toHaveAccessibleDescription('MRP must not be below the offer price'));
      expect(control('third_media')).toHaveAccessibleDescription(
        'Third Media must be a picture uploaded to the shop (a path starting with /media/)',
      );
      expect(control('mrp')).toHaveFocus();
    });
  });
});
