import { EMPTY_LEAD, MESSAGE_MAX, NAME_MAX, toLeadPayload, validateLead } from './leadValidation';

const valid = { ...EMPTY_LEAD, name: 'Ada Lovelace', email: 'ada@example.com' };

describe('validateLead', () => {
  it('accepts a name and an e-mail address', () => {
    expect(validateLead(valid)).toEqual({});
  });

  it('requires a name and an e-mail address', () => {
    expect(validateLead(EMPTY_LEAD)).toEqual({
      name: 'form.errors.nameRequired',
      email: 'form.errors.emailRequired',
    });
    expect(validateLead({ ...valid, name: '   ', email: '  ' })).toEqual({
      name: 'form.errors.nameRequired',
      email: 'form.errors.emailRequired',
    });
  });

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'ada @example.com', 'a@b.c d'])(
    'rejects the e-mail address %p',
    (email) => {
      expect(validateLead({ ...valid, email }).email).toBe('form.errors.emailInvalid');
    },
  );

  it('accepts e-mail addresses with surrounding spaces', () => {
    expect(validateLead({ ...valid, email: '  ada@example.com ' })).toEqual({});
  });

  it('limits the name and the message', () => {
    expect(validateLead({ ...valid, name: 'x'.repeat(NAME_MAX) })).toEqual({});
    expect(validateLead({ ...valid, name: 'x'.repeat(NAME_MAX + 1) }).name).toBe(
      'form.errors.nameTooLong',
    );
    expect(validateLead({ ...valid, message: 'x'.repeat(MESSAGE_MAX) })).toEqual({});
    expect(validateLead({ ...valid, message: 'x'.repeat(MESSAGE_MAX + 1) }).message).toBe(
      'form.errors.messageTooLong',
    );
  });
});

describe('toLeadPayload', () => {
  it('trims and leaves out empty optional fields', () => {
    expect(toLeadPayload('consultation', { ...valid, name: ' Ada ', message: '  ' })).toEqual({
      kind: 'consultation',
      name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('carries the role and the message when given', () => {
    expect(
      toLeadPayload('promo-teacher-consultation', { ...valid, role: 'teacher', message: ' Hi ' }),
    ).toEqual({
      kind: 'promo-teacher-consultation',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'teacher',
      message: 'Hi',
    });
  });
});
