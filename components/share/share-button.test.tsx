import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readShareCookie, sharedUrl, shareSiteLink, shareSourceOf, type ShareTarget } from '@/lib/share';
import { ShareButton } from './share-button';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE } from './share-menu';

const target: ShareTarget = {
  url: 'https://shop.example/product/42',
  title: 'Indigo Dabu Kurta',
  campaign: 'product',
  image: 'https://shop.example/media/products/42/main.webp',
};

describe('shared URLs (lib/share.ts)', () => {
  it('tags the canonical URL with utm_source, utm_medium=social and utm_campaign, and nothing else', () => {
    expect(sharedUrl('https://shop.example/blog/7?ref=x#top', 'whatsapp', 'blog')).toBe(
      'https://shop.example/blog/7?utm_source=whatsapp&utm_medium=social&utm_campaign=blog',
    );
  });

  it("opens each site's share form with the URL tagged for that site", () => {
    const param = (link: string, name: string) => new URL(link).searchParams.get(name);
    const tagged = (source: string) =>
      `https://shop.example/product/42?utm_source=${source}&utm_medium=social&utm_campaign=product`;
    const whatsapp = shareSiteLink('whatsapp', target);
    expect(whatsapp.startsWith('https://wa.me/?')).toBe(true);
    expect(param(whatsapp, 'text')).toBe(`Indigo Dabu Kurta ${tagged('whatsapp')}`);
    const pinterest = shareSiteLink('pinterest', target);
    expect(param(pinterest, 'url')).toBe(tagged('pinterest'));
    expect(param(pinterest, 'media')).toBe(target.image);
    expect(param(pinterest, 'description')).toBe(target.title);
    expect(param(shareSiteLink('facebook', target), 'u')).toBe(tagged('facebook'));
    const x = shareSiteLink('x', target);
    expect(x.startsWith('https://x.com/intent/post?')).toBe(true);
    expect(param(x, 'url')).toBe(tagged('x'));
    // Without a picture Pinterest gets no empty media parameter.
    expect(param(shareSiteLink('pinterest', { ...target, image: undefined }), 'media')).toBeNull();
  });

  it('knows only the share sources, in any case, from a tag or the cookie', () => {
    expect(shareSourceOf('WhatsApp')).toBe('whatsapp');
    expect(shareSourceOf('newsletter')).toBeNull();
    expect(shareSourceOf(null)).toBeNull();
    expect(readShareCookie('currency=INR; jh_share=pinterest')).toBe('pinterest');
    expect(readShareCookie('jh_share=evil')).toBeNull();
    expect(readShareCookie(undefined)).toBeNull();
  });
});

describe('ShareButton', () => {
  const writeText = jest.fn((_text: string) => Promise.resolve());

  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });

  it('opens a menu of share links, each with its tagged URL in a new tab, and Escape closes it with focus back', async () => {
    render(<ShareButton {...target} />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // A real <button>: Enter and Space press it (the keys themselves are Playwright's, e2e/share.spec.ts).
    button.focus();
    fireEvent.click(button);
    const menu = await screen.findByRole('group', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    for (const [name, site] of [
      ['WhatsApp', 'whatsapp'],
      ['Pinterest', 'pinterest'],
      ['Facebook', 'facebook'],
      ['X', 'x'],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', shareSiteLink(site, target));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
    // Escape from inside the menu closes it, focus back on the button.
    const whatsapp = screen.getByRole('link', { name: /^WhatsApp/ });
    whatsapp.focus();
    fireEvent.keyDown(whatsapp, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Share' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('copies the link tagged utm_source=copy and says so in a status line', async () => {
    render(<ShareButton {...target} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(sharedUrl(target.url, 'copy', 'product'));
    await waitFor(() => expect(status).toHaveTextContent(LINK_COPIED_MESSAGE));
  });

  it('says so when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    render(<ShareButton {...target} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY_FAILED_MESSAGE));
  });

  it("uses the phone's share sheet where there is one, with the URL tagged utm_source=native, and opens no menu", async () => {
    const share = jest.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    render(<ShareButton {...target} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: target.title, url: sharedUrl(target.url, 'native', 'product') }),
    );
    expect(screen.queryByRole('group', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('falls back to the menu when the share sheet is refused, but not when the shopper cancels it', async () => {
    const share = jest.fn((_data: ShareData) => Promise.reject(new DOMException('cancelled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    render(<ShareButton {...target} />);
    const button = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('group', { name: 'Share' })).not.toBeInTheDocument();
    share.mockRejectedValue(new DOMException('refused', 'NotAllowedError'));
    fireEvent.click(button);
    expect(await screen.findByRole('group', { name: 'Share' })).toBeInTheDocument();
  });
});
