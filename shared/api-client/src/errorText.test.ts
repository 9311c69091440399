import { ERROR_MESSAGES, errorCodeOf, statusCode } from '@optio/contracts/error-codes';
import { i18n, setLanguage } from '@optio/i18n';
import { ApiError, serverFieldErrors, serverMessage } from './errors';
import { ERRORS_NAMESPACE, translateError } from './errorText';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('server error codes in the user language', () => {
  afterEach(() => setLanguage('en'));

  it('has a Spanish text, with the same placeholders, for every code of the server catalogue', () => {
    for (const [code, english] of Object.entries(ERROR_MESSAGES)) {
      const spanish = i18n.getResource('es', ERRORS_NAMESPACE, code) as unknown;
      expect([code, typeof spanish]).toEqual([code, 'string']);
      expect([code, placeholders(String(spanish))]).toEqual([code, placeholders(english)]);
    }
  });

  it('finds the code of an exact and of a templated message', () => {
    expect(errorCodeOf('Invalid email or password')).toEqual({ code: 'auth.invalid_credentials' });
    expect(errorCodeOf('Title must be at most 200 characters')).toEqual({
      code: 'quest.title_max',
      params: { max: '200' },
    });
    expect(errorCodeOf('Something the catalogue never said')).toBeUndefined();
    expect(statusCode(404)).toBe('http.not_found');
  });

  it('has codes for the review refusals, in Spanish too', () => {
    expect(errorCodeOf('This work was already reviewed')).toEqual({
      code: 'review.already_reviewed',
    });
    expect(errorCodeOf('XP must be at most 150')).toEqual({
      code: 'review.personal_xp_max',
      params: { cap: '150' },
    });
    // The evidence form's fixed limit keeps its own code.
    expect(errorCodeOf('XP must be at most 1000')).toEqual({ code: 'evidence.xp_max' });
    setLanguage('es');
    expect(translateError('review.xp_cap_min', 'XP cap must be at least 10', { min: '10' })).toBe(
      'El límite de XP debe ser como mínimo 10',
    );
  });

  it('keeps the English text verbatim in English', () => {
    expect(translateError('auth.invalid_credentials', 'Invalid email or password')).toBe(
      'Invalid email or password',
    );
  });

  it('translates a known code into Spanish, with its parameters', () => {
    setLanguage('es');
    expect(translateError('auth.invalid_credentials', 'Invalid email or password')).toBe(
      'Correo electrónico o contraseña incorrectos',
    );
    expect(
      translateError('quest.title_max', 'Title must be at most 200 characters', { max: '200' }),
    ).toBe('El título debe tener como máximo 200 caracteres');
  });

  it('falls back to the English message for a code without a translation', () => {
    setLanguage('es');
    expect(translateError('http.not_found', 'Widget not found')).toBe('Widget not found');
    expect(translateError(undefined, 'No code at all')).toBe('No code at all');
  });

  it('localises the message and the field messages of an ApiError', () => {
    setLanguage('es');
    const error = new ApiError(400, {
      error: 'Invalid email address',
      message: 'Invalid email address',
      code: 'auth.email_invalid',
      fields: { email: 'Invalid email address', nickname: 'Be nicer' },
      field_codes: { email: 'auth.email_invalid' },
    });
    expect(error.message).toBe('Dirección de correo no válida');
    expect(serverMessage(error)).toBe('Dirección de correo no válida');
    expect(serverFieldErrors(error)).toEqual({
      email: 'Dirección de correo no válida',
      nickname: 'Be nicer',
    });
  });
});
