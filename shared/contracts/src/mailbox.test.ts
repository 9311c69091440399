import { mailboxKey, sameMailbox } from './mailbox';

describe('mailboxKey', () => {
  it('lower-cases and trims', () => {
    expect(mailboxKey('  Rosa@Example.COM ')).toBe('rosa@example.com');
  });
  it('drops a +tag on every provider', () => {
    expect(mailboxKey('kid+mom@example.com')).toBe('kid@example.com');
    expect(sameMailbox('kid+mom@example.org', 'KID@example.org')).toBe(true);
  });
  it('drops dots only where the provider ignores them', () => {
    expect(sameMailbox('k.i.d@gmail.com', 'kid@gmail.com')).toBe(true);
    expect(sameMailbox('k.id+parent@googlemail.com', 'kid@gmail.com')).toBe(true);
    expect(sameMailbox('k.id@example.com', 'kid@example.com')).toBe(false);
  });
  it('keeps different people apart', () => {
    expect(sameMailbox('mum@example.com', 'kid@example.com')).toBe(false);
    expect(sameMailbox('kid@example.com', 'kid@example.org')).toBe(false);
  });
  it('leaves a leading + alone (no local part would remain)', () => {
    expect(mailboxKey('+x@example.com')).toBe('+x@example.com');
  });
});
