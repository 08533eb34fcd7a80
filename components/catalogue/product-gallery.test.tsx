import { fireEvent, render, screen, within } from '@testing-library/react';
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

const zoomPicture = (dialog: HTMLElement) => within(dialog).getByRole('img');

/** A one-finger (or mouse) drag across the zoom view's picture, from x `from` to x `to`, moving `down` pixels. */
function drag(area: HTMLElement, from: number, to: number, down = 0) {
  fireEvent.pointerDown(area, { pointerId: 1, clientX: from, clientY: 400 });
  fireEvent.pointerUp(area, { pointerId: 1, clientX: to, clientY: 400 + down });
}

// jsdom has <dialog> without its modal methods: what a browser does, minus the top layer.
beforeAll(() => {
  // jsdom has no PointerEvent: a mouse event with the pointer's id, as a browser's pointer events are.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill, configurable: true });
  }
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
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

  it('opens the zoom view on the picture shown, its code loaded only then, and gives focus back on Close or Escape', async () => {
    render(<ProductGallery images={images} name="Indigo Dabu Cushion Cover" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 5' }));
    const open = screen.getByRole('button', { name: 'Enlarge picture' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Pictures of Indigo Dabu Cushion Cover, enlarged' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(zoomPicture(dialog)).toHaveAttribute('alt', 'Indigo Dabu Cushion Cover, picture 2 of 5');
    expect(zoomPicture(dialog).getAttribute('src')).toContain(encodeURIComponent('a-2.webp'));
    // The whole window's width asked of the picture pipeline.
    expect(zoomPicture(dialog)).toHaveAttribute('sizes', '100vw');
    expect(within(dialog).getByText('2 of 5')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    // Escape: handled by the dialog itself (the browser's cancel is skipped on a repeated Escape).
    fireEvent.click(open);
    const again = await screen.findByRole('dialog');
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('moves between pictures with Previous and Next, the arrow keys and a swipe, wrapping at the ends', async () => {
    render(<ProductGallery images={images} name="Cover" />);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge picture' }));
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next picture' });
    const previous = within(dialog).getByRole('button', { name: 'Previous picture' });
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();

    fireEvent.click(next);
    expect(within(dialog).getByText('2 of 5')).toBeInTheDocument();
    expect(zoomPicture(dialog).getAttribute('src')).toContain(encodeURIComponent('a-2.webp'));
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText('3 of 5')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.click(previous);
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();
    // Before the first: the last; after the last: the first.
    fireEvent.click(previous);
    expect(within(dialog).getByText('5 of 5')).toBeInTheDocument();
    expect(zoomPicture(dialog)).toHaveAttribute('alt', 'Cover, picture 5 of 5');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'End' });
    expect(within(dialog).getByText('5 of 5')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Home' });
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();

    // A drag to the left is a swipe to the next picture, to the right the previous; a short or upward one is not.
    const area = zoomPicture(dialog).parentElement!;
    drag(area, 300, 200);
    expect(within(dialog).getByText('2 of 5')).toBeInTheDocument();
    drag(area, 200, 300);
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();
    drag(area, 300, 280);
    drag(area, 300, 250, 100);
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();
  });

  it('leaves the main picture and the thumbnails on the picture the zoom view showed last', async () => {
    render(<ProductGallery images={images} name="Cover" />);
    const open = screen.getByRole('button', { name: 'Enlarge picture' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(mainPicture()).toHaveAttribute('alt', 'Cover, picture 3 of 5');
    expect(screen.getByRole('button', { name: 'Show picture 3 of 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show picture 1 of 5' })).toHaveAttribute('aria-pressed', 'false');
    expect(open).toHaveFocus();
    // Opened again, it starts where it left off.
    fireEvent.click(open);
    expect(within(await screen.findByRole('dialog')).getByText('3 of 5')).toBeInTheDocument();
  });

  it('takes the widest stored width for the main picture and the zoom view, where a picture has wider ones', async () => {
    const stored = (hash: string, sizes: [number, number][]) =>
      sizes.map(([width, height]) => ({ url: `/media/pictures/${hash}/w${width}.webp`, width, height }));
    const uploaded = stored('a'.repeat(32), [
      [480, 720],
      [960, 1440],
      [1600, 2400],
      [2048, 3072],
    ]);
    render(<ProductGallery images={[uploaded[1]!.url, images[1]!]} variants={[uploaded, []]} name="Cover" />);
    // The main picture: the optimizer's source is the widest stored width (it serves the width the screen needs).
    expect(mainPicture().getAttribute('src')).toContain(encodeURIComponent(uploaded[3]!.url));
    expect(mainPicture().getAttribute('srcset')).toContain(encodeURIComponent(uploaded[3]!.url));
    // The thumbnail keeps the page width.
    const thumbnail = within(screen.getByRole('button', { name: 'Show picture 1 of 2' })).getByRole('img');
    expect(thumbnail.getAttribute('src')).toContain(encodeURIComponent(uploaded[1]!.url));

    fireEvent.click(screen.getByRole('button', { name: 'Enlarge picture' }));
    const dialog = await screen.findByRole('dialog');
    // The zoom view: the stored widths themselves, the browser choosing for the window's width; the widest as src.
    const zoomed = zoomPicture(dialog);
    expect(zoomed).toHaveAttribute('src', uploaded[3]!.url);
    expect(zoomed).toHaveAttribute('srcset', uploaded.map((variant) => `${variant.url} ${variant.width}w`).join(', '));
    expect(zoomed).toHaveAttribute('sizes', '100vw');
    // Its shape, so nothing moves while it loads.
    expect(zoomed).toHaveAttribute('width', '2048');
    expect(zoomed).toHaveAttribute('height', '3072');

    // A picture with no stored widths (the demo catalogue's): through the optimizer, as before.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    const plain = zoomPicture(dialog);
    expect(plain.getAttribute('src')).toMatch(/^\/_next\/image\?url=/);
    expect(plain.getAttribute('src')).toContain(encodeURIComponent('a-2.webp'));
    expect(plain).toHaveAttribute('sizes', '100vw');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(mainPicture().getAttribute('src')).toContain(encodeURIComponent('a-2.webp'));
  });

  it('shows a single picture without Previous, Next or a counter', async () => {
    render(<ProductGallery images={images.slice(0, 1)} name="Cover" />);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge picture' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(within(dialog).queryByText('1 of 1')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(zoomPicture(dialog)).toHaveAttribute('alt', 'Cover');
  });
});
