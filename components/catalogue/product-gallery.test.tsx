import { fireEvent, render, screen } from '@testing-library/react';
import { ProductGallery } from './product-gallery';

const images = ['/media/products/a-1.webp', '/media/products/a-2.webp', '/media/products/a-3.webp', '/media/products/a-4.webp', '/media/products/a-5.webp'];

const mainPicture = () => screen.getAllByRole('img').find((image) => !image.closest('button'))!;

describe('ProductGallery', () => {
  it('shows the main picture and a labelled button per picture', () => {
    render(<ProductGallery images={images} name="Indigo Dabu Cushion Cover" />);
    expect(mainPicture()).toHaveAttribute('alt', 'Indigo Dabu Cushion Cover');
    const buttons = screen.getAllByRole('button', { name: /Show picture \d of 5/ });
    expect(buttons).toHaveLength(5);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
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
});
