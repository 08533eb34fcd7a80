import { site } from '@/lib/site';
import { NewTabIcon, WhatsAppIcon } from './icons';
import styles from './whatsapp-button.module.css';

export const WHATSAPP_MESSAGE = 'Hello! I would like to inquire about your products.';
export const WHATSAPP_TITLE = 'Contact us on WhatsApp';
/** The accessible name: the spec's tooltip, and that the chat opens in a new tab (WCAG 3.2.5 advice, issue 12). */
export const WHATSAPP_NAME = `${WHATSAPP_TITLE} (opens in a new tab)`;

/** The chat link with the prefilled enquiry. */
export function whatsappHref(number: string = site.whatsappNumber, message: string = WHATSAPP_MESSAGE): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** The name of the landmark the button sits in, so it is found among the page's regions, not outside them all. */
export const WHATSAPP_LANDMARK_NAME = 'Chat with us';

/**
 * The floating contact button of every page: a WhatsApp chat, in a new tab (said by its name and a mark), in a
 * landmark of its own beside the footer (a complementary region at the top level, as axe asks of an aside).
 */
export function WhatsAppButton() {
  return (
    <aside className={styles.dock} aria-label={WHATSAPP_LANDMARK_NAME}>
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        title={WHATSAPP_TITLE}
        aria-label={WHATSAPP_NAME}
        className={styles.button}
      >
        <WhatsAppIcon />
        <span data-testid="new-tab-mark" className={styles.newTabMark}>
          <NewTabIcon size={12} />
        </span>
      </a>
    </aside>
  );
}
