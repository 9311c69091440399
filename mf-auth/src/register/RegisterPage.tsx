import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from '@optio/router';
import {
  COUNTRIES,
  createRegistrationSchema,
  isUnder13,
  type RegistrationPayload,
} from '@optio/contracts';
import { register as registerAccount, serverFieldErrors } from '@optio/api-client';
import { completeSignIn } from '@optio/session';
import { Trans } from '@optio/i18n';
import {
  Alert,
  Button,
  Checkbox,
  DateField,
  notify,
  PasswordField,
  PasswordStrengthMeter,
  SelectField,
  TextField,
} from '@optio/ui';
import { AuthLayout } from '../common/AuthLayout';
import { registrationFailure } from '../common/errorMessages';
import { AUTH_NAMESPACE, translateValidation, useAuthTranslation } from '../common/i18n';
import { registrationOutcome, verificationPath, type RegisterResponse } from './outcome';

const schema = createRegistrationSchema();

const EMPTY: RegistrationPayload = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  date_of_birth: '',
  parent_email: '',
  password: '',
  confirmPassword: '',
  acceptedLegalTerms: false,
  account_type: 'student',
};

const CONTACT_FIELDS = [
  'phone_number',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function RegisterPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationPayload>({
    resolver: zodResolver(schema),
    // A consent e-mail links here with ?account_type=parent.
    defaultValues: {
      ...EMPTY,
      account_type: params.get('account_type') === 'parent' ? 'parent' : 'student',
    },
  });
  const v = (message: string | undefined) => translateValidation(t, message);

  const dateOfBirth = watch('date_of_birth');
  const password = watch('password');
  const isParent = watch('account_type') === 'parent';
  // Parents are adults: the under-13 path (parent e-mail, consent) is for students only.
  const under13 = !isParent && isUnder13(dateOfBirth ?? '');

  const onSubmit = handleSubmit(async (values) => {
    const payload: RegistrationPayload = under13 ? values : { ...values, parent_email: '' };
    // Until a parent consents, a child under 13 gives no phone or address (not even hidden ones).
    if (under13) for (const field of CONTACT_FIELDS) payload[field] = '';
    try {
      const response = await registerAccount<RegisterResponse>(payload);
      const outcome = registrationOutcome(response);
      notify.success(t('register.success'));
      if (outcome.kind === 'signed-in') {
        completeSignIn(outcome.login);
        navigate('/dashboard', { replace: true });
      } else {
        navigate(verificationPath(payload.email), { state: { email: payload.email } });
      }
    } catch (error) {
      notify.error(registrationFailure(error, t));
      const fields = serverFieldErrors(error);
      let first = true;
      for (const [name, message] of Object.entries(fields)) {
        if (name in EMPTY) {
          setError(
            name as keyof RegistrationPayload,
            { type: 'server', message },
            { shouldFocus: first },
          );
          first = false;
        }
      }
    }
  });

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <Alert tone="info" title={t('register.academyTitle')}>
        <p>
          <Trans
            ns={AUTH_NAMESPACE}
            i18nKey="register.academyNotice"
            components={{ handbook: <Link to="/academy-handbook" /> }}
          />
        </p>
      </Alert>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <fieldset className="auth-fieldset auth-choice">
          <legend>{t('register.accountType')}</legend>
          <label className="auth-choice__option">
            <input type="radio" value="student" {...register('account_type')} />
            <span>
              <strong>{t('register.accountStudent')}</strong>
              <span className="auth-choice__hint">{t('register.accountStudentHint')}</span>
            </span>
          </label>
          <label className="auth-choice__option">
            <input type="radio" value="parent" {...register('account_type')} />
            <span>
              <strong>{t('register.accountParent')}</strong>
              <span className="auth-choice__hint">{t('register.accountParentHint')}</span>
            </span>
          </label>
          {errors.account_type?.message && (
            <p className="auth-choice__error" role="alert">
              {v(errors.account_type.message)}
            </p>
          )}
        </fieldset>
        <div className="auth-row">
          <TextField
            label={t('register.firstName')}
            autoComplete="given-name"
            required
            error={v(errors.first_name?.message)}
            {...register('first_name')}
          />
          <TextField
            label={t('register.lastName')}
            autoComplete="family-name"
            required
            error={v(errors.last_name?.message)}
            {...register('last_name')}
          />
        </div>
        <TextField
          label={t('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={v(errors.email?.message)}
          {...register('email')}
        />
        <DateField
          label={t('register.dateOfBirth')}
          autoComplete="bday"
          max={today()}
          required
          hint={t('register.dateOfBirthHint')}
          error={v(errors.date_of_birth?.message)}
          {...register('date_of_birth')}
        />
        {under13 && (
          <>
            <Alert tone="info">
              <p>{t('register.coppaNote')}</p>
            </Alert>
            <TextField
              label={t('register.parentEmail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              hint={t('register.parentEmailHint')}
              error={v(errors.parent_email?.message)}
              {...register('parent_email')}
            />
          </>
        )}
        {under13 ? (
          <p className="auth-hint">{t('register.contactAfterConsent')}</p>
        ) : (
          <>
            <TextField
              label={t('register.phone')}
              type="tel"
              autoComplete="tel"
              hint={t('register.phoneHint')}
              error={v(errors.phone_number?.message)}
              {...register('phone_number')}
            />
            <fieldset className="auth-fieldset">
              <legend>{t('register.addressSection')}</legend>
              <TextField
                label={t('register.addressLine1')}
                autoComplete="address-line1"
                error={v(errors.address_line1?.message)}
                {...register('address_line1')}
              />
              <TextField
                label={t('register.addressLine2')}
                autoComplete="address-line2"
                error={v(errors.address_line2?.message)}
                {...register('address_line2')}
              />
              <div className="auth-row">
                <TextField
                  label={t('register.city')}
                  autoComplete="address-level2"
                  error={v(errors.city?.message)}
                  {...register('city')}
                />
                <TextField
                  label={t('register.state')}
                  autoComplete="address-level1"
                  error={v(errors.state?.message)}
                  {...register('state')}
                />
              </div>
              <div className="auth-row">
                <TextField
                  label={t('register.postalCode')}
                  autoComplete="postal-code"
                  error={v(errors.postal_code?.message)}
                  {...register('postal_code')}
                />
                <SelectField
                  label={t('register.country')}
                  autoComplete="country-name"
                  placeholder={t('register.countryPlaceholder')}
                  options={COUNTRY_OPTIONS}
                  error={v(errors.country?.message)}
                  {...register('country')}
                />
              </div>
            </fieldset>
          </>
        )}
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          required
          error={v(errors.password?.message)}
          {...register('password')}
        >
          <PasswordStrengthMeter password={password ?? ''} />
        </PasswordField>
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          required
          error={v(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Checkbox
          label={
            <Trans
              ns={AUTH_NAMESPACE}
              i18nKey="register.termsLabel"
              components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
            />
          }
          required
          error={v(errors.acceptedLegalTerms?.message)}
          {...register('acceptedLegalTerms')}
        />
        <Button
          type="submit"
          fullWidth
          loading={isSubmitting}
          loadingLabel={t('register.submitting')}
        >
          {t('register.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
