import 'server-only';

export type MessageChannel = 'sms' | 'whatsapp' | 'email';

/** One message to one person. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number in international form (+919829012345) or an e-mail address. */
  to: string;
  subject?: string;
  body: string;
  /** What kind of message this is, e.g. 'login_code'. */
  template: string;
  meta?: Record<string, unknown>;
  /**
   * One key per message the shop owes (the outbox row's dedupe key and
   * channel): a sender that saw the key before does not send again (the
   * outbox folder), or passes it on for the provider to do so (HTTP).
   */
  idempotencyKey?: string;
  /** When the message was first owed (ISO): the outbox file of a keyed message is named by it, so every retry names the same file. */
  owedAt?: string;
}

/** How the shop reaches people. Throws when the message could not be handed over. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
