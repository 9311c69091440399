/** Migration 019: an e-mail waiting to be sent, sent, or given up on after its last attempt. */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}
