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
}

/** How the shop reaches people. Throws when the message could not be handed over. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
