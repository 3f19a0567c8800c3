/** The contact form's port (local: D1; hosted: public.submit_contact_message, 0036). */
import type { ApiLocale as Locale } from "../../shared/vocabulary-ar";

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
}

/** Contact form messages: kept, and sent to the support address through the outbox (0036). */
export interface ContactRepository {
  submit(message: NewContactMessage): Promise<void>;
}
