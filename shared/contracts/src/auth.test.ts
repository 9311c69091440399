import {
  COUNTRIES,
  createRegistrationSchema,
  forgotPasswordSchema,
  loginSchema,
  MESSAGES,
  resetPasswordFormSchema,
} from './auth';

const NOW = new Date('2026-06-14T12:00:00Z');
const schema = createRegistrationSchema(() => NOW);

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_number: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  date_of_birth: '2000-01-01',
  parent_email: '',
  password: 'Analytical-Engine1',
  confirmPassword: 'Analytical-Engine1',
  acceptedLegalTerms: true,
};

function messagesFor(data: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(data);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('registration schema messages (docs/product.md#register-validation)', () => {
  it('accepts a valid adult registration', () => {
    expect(messagesFor(valid)).toEqual({});
  });

  it('requires first name, last name and email', () => {
    const m = messagesFor({ ...valid, first_name: ' ', last_name: '', email: '' });
    expect(m.first_name).toBe('First name is required');
    expect(m.last_name).toBe('Last name is required');
    expect(m.email).toBe('Email is required');
    expect(messagesFor({ ...valid, email: 'nope' }).email).toBe('Invalid email address');
  });

  it('requires a date of birth that is not in the future', () => {
    expect(messagesFor({ ...valid, date_of_birth: '' }).date_of_birth).toBe(
      'Date of birth is required for age verification',
    );
    expect(messagesFor({ ...valid, date_of_birth: '2026-06-15' }).date_of_birth).toBe(
      MESSAGES.dobFuture,
    );
  });

  it('requires a valid parent/guardian email under 13', () => {
    const child = { ...valid, date_of_birth: '2013-06-15' };
    expect(messagesFor(child).parent_email).toBe(
      'Parent/guardian email is required for users under 13',
    );
    expect(messagesFor({ ...child, parent_email: 'mum' }).parent_email).toBe(
      'Invalid email address',
    );
    expect(messagesFor({ ...child, parent_email: 'mum@example.com' })).toEqual({});
    // the day after the 13th birthday no parent is needed
    expect(messagesFor({ ...valid, date_of_birth: '2013-06-13' })).toEqual({});
  });

  it("refuses the child's own mailbox in disguise as the parent's", () => {
    const child = { ...valid, email: 'kid@gmail.com', date_of_birth: '2016-01-01' };
    expect(messagesFor({ ...child, parent_email: 'KID@gmail.com' }).parent_email).toBe(
      MESSAGES.parentEmailSame,
    );
    expect(messagesFor({ ...child, parent_email: 'kid+mom@gmail.com' }).parent_email).toBe(
      MESSAGES.parentEmailOwnMailbox,
    );
    expect(messagesFor({ ...child, parent_email: 'k.i.d@googlemail.com' }).parent_email).toBe(
      MESSAGES.parentEmailOwnMailbox,
    );
    expect(messagesFor({ ...child, parent_email: 'mum@gmail.com' })).toEqual({});
  });

  it('lets adults register as parents and skips the under-13 path for them', () => {
    expect(messagesFor({ ...valid, account_type: 'parent' })).toEqual({});
    expect(messagesFor({ ...valid, account_type: 'student' })).toEqual({});
    // 18 on 2026-06-13 (365.25-day years): an adult the next day, not the day before
    expect(messagesFor({ ...valid, account_type: 'parent', date_of_birth: '2008-06-12' })).toEqual(
      {},
    );
    expect(
      messagesFor({ ...valid, account_type: 'parent', date_of_birth: '2008-06-16' }).date_of_birth,
    ).toBe(MESSAGES.parentMustBeAdult);
    const young = messagesFor({ ...valid, account_type: 'parent', date_of_birth: '2016-01-01' });
    expect(young).toEqual({ date_of_birth: MESSAGES.parentMustBeAdult });
    expect(messagesFor({ ...valid, account_type: 'teacher' }).account_type).toBe(
      MESSAGES.accountTypeInvalid,
    );
  });

  it('checks password length and composition', () => {
    expect(messagesFor({ ...valid, password: '', confirmPassword: '' }).password).toBe(
      'Password is required',
    );
    expect(
      messagesFor({ ...valid, password: 'Short1!', confirmPassword: 'Short1!' }).password,
    ).toBe('Password must be at least 12 characters');
    expect(
      messagesFor({ ...valid, password: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' }).password,
    ).toBe('Password must contain: an uppercase letter, a number, a special character');
  });

  it('requires a matching confirmation', () => {
    expect(messagesFor({ ...valid, confirmPassword: '' }).confirmPassword).toBe(
      'Please confirm your password',
    );
    expect(messagesFor({ ...valid, confirmPassword: 'Analytical-Engine2' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('requires the terms checkbox', () => {
    expect(messagesFor({ ...valid, acceptedLegalTerms: false }).acceptedLegalTerms).toBe(
      'You must accept the Terms of Service and Privacy Policy',
    );
  });

  it('reports every problem at once, the cross-field ones included', () => {
    const m = messagesFor({
      ...valid,
      first_name: '',
      date_of_birth: '2016-01-01',
      confirmPassword: 'different',
      acceptedLegalTerms: false,
    });
    expect(m).toEqual({
      first_name: 'First name is required',
      parent_email: 'Parent/guardian email is required for users under 13',
      confirmPassword: 'Passwords do not match',
      acceptedLegalTerms: 'You must accept the Terms of Service and Privacy Policy',
    });
  });

  it('accepts an international phone number', () => {
    expect(messagesFor({ ...valid, phone_number: '+44 20 7946 0958' })).toEqual({});
    expect(messagesFor({ ...valid, phone_number: '+1 (555) 123-4567' })).toEqual({});
    expect(messagesFor({ ...valid, phone_number: 'call me' }).phone_number).toBe(
      MESSAGES.phoneInvalid,
    );
  });

  it('lists the countries of docs/product.md#countries in order', () => {
    expect(COUNTRIES).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Spain',
      'Italy',
      'Japan',
      'China',
      'India',
      'Brazil',
      'Mexico',
      'Other',
    ]);
    expect(messagesFor({ ...valid, country: 'Canada' })).toEqual({});
  });

  it('has the COPPA note verbatim', () => {
    expect(MESSAGES.coppaNote).toBe(
      'Note: Users under 13 require parental consent to use Optio (COPPA compliance)',
    );
  });
});

describe('login, forgot and reset schemas', () => {
  const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it('login messages', () => {
    expect(first(loginSchema.safeParse({ email: '', password: 'secret1' }))).toBe(
      'Email is required',
    );
    expect(first(loginSchema.safeParse({ email: 'x', password: 'secret1' }))).toBe(
      'Invalid email address',
    );
    expect(first(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(first(loginSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toBe(
      'Password must be at least 6 characters',
    );
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });

  it('forgot password messages', () => {
    expect(first(forgotPasswordSchema.safeParse({ email: '' }))).toBe('Email is required');
    expect(first(forgotPasswordSchema.safeParse({ email: 'a@' }))).toBe('Invalid email address');
  });

  it('reset password messages', () => {
    expect(
      first(resetPasswordFormSchema.safeParse({ new_password: 'short', confirmPassword: 'short' })),
    ).toBe('Password must be at least 12 characters');
    expect(
      first(
        resetPasswordFormSchema.safeParse({
          new_password: 'Analytical-Engine1',
          confirmPassword: 'other',
        }),
      ),
    ).toBe('Passwords do not match');
    expect(MESSAGES.missingResetToken).toBe(
      'Invalid or missing reset token. Please request a new password reset.',
    );
  });
});
