import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ProductGallery } from './product-gallery';

const images = [
  '/media/products/a-1.webp',
  '/media/products/a-2.webp',
  '/media/products/a-3.webp',
  '/media/products/a-4.webp',
  '/media/products/a-5.webp',
];

const mainPicture = () =>
  screen.getAllByRole('img').find((image) => !image.closest('button') && !image.closest('dialog'))!;

// jsdom has <dialog> without its modal methods: what a browser does, minus the top layer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('ProductGallery', () => {
  it('shows the main picture and a labelled button per picture', () => {
    render(<ProductGallery images={images} name="Indigo Dabu Cushion Cover" />);
    expect(mainPicture()).toHaveAttribute('alt', 'Indigo Dabu Cushion Cover');
    const buttons = screen.getAllByRole('button', { name: /Show picture \d of 5/ });
    expect(buttons).toHaveLength(5);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it("describes each picture as staff wrote it, else by the product's name and its place", () => {
    render(<ProductGallery images={images} alts={['The cover on a bench', '', 'The print, close up']} name="Cover" />);
    expect(mainPicture()).toHaveAttribute('alt', 'The cover on a bench');
    const thumbnails = screen
      .getAllByRole('button', { name: /Show picture/ })
      .map((button) => within(button).getByRole('img'));
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual([
      'The cover on a bench',
      'Cover, picture 2',
      'The print, close up',
      'Cover, picture 4',
      'Cover, picture 5',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 5' }));
    expect(mainPicture()).toHaveAttribute('alt', 'Cover, picture 2 of 5');
  });

  it('switches the main picture with a click and with the arrow keys', () => {
    render(<ProductGallery images={images} name="Indigo Dabu Cushion Cover" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 3 of 5' }));
    expect(mainPicture()).toHaveAttribute('alt', 'Indigo Dabu Cushion Cover, picture 3 of 5');
    expect(mainPicture().getAttribute('src')).toContain(encodeURIComponent('a-3.webp'));
    expect(screen.getByRole('button', { name: 'Show picture 3 of 5' })).toHaveAttribute('aria-pressed', 'true');

    const third = screen.getByRole('button', { name: 'Show picture 3 of 5' });
    third.focus();
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Show picture 4 of 5' })).toHaveFocus();
    expect(mainPicture()).toHaveAttribute('alt', 'Indigo Dabu Cushion Cover, picture 4 of 5');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(mainPicture()).toHaveAttribute('alt', 'Indigo Dabu Cushion Cover');
  });

  it('opens a larger view of the picture from a button, closes it with Close or Escape and gives focus back', () => {
    render(<ProductGallery images={images} name="Indigo Dabu Cushion Cover" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 5' }));
    const open = screen.getByRole('button', { name: 'Enlarge picture' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    open.focus();
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Indigo Dabu Cushion Cover, picture 2 of 5' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('img').getAttribute('src')).toContain(encodeURIComponent('a-2.webp'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(open).toHaveFocus();
    expect(within(dialog).queryByRole('img')).toBeNull();

    // Escape: the browser closes a modal dialog and fires 'close'.
    fireEvent.click(open);
    expect(dialog).toHaveAttribute('open');
    act(() => (dialog as HTMLDialogElement).close());
    expect(open).toHaveFocus();
  });
});
