/**
 * Providers that deliver `first.last@` and `firstlast@` to the same mailbox. Gmail documents it;
 * googlemail.com is the same service under its older name.
 */
const DOTS_IGNORED: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address is delivered to, as far as we can tell without asking the provider:
 * lower case, any `+tag` sub-address removed, and for providers that ignore them, dots in the
 * local part removed. `Kid+Mom@GoogleMail.com` and `kid@gmail.com` give the same key. Used to
 * stop a child from naming their own mailbox as their parent's.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const canonical = DOTS_IGNORED[domain];
  if (canonical) {
    domain = canonical;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** True when both addresses reach the same mailbox (see `mailboxKey`). */
export const sameMailbox = (a: string, b: string): boolean => mailboxKey(a) === mailboxKey(b);
