import { ApiError } from '@optio/api-client';
import { forgotFailure, loginFailure, registrationFailure, resetFailure } from './errorMessages';
import { testT as t } from './testT';

const withBody = (status: number, message: string) =>
  new ApiError(status, { error: message, message });

describe('login failures (docs/product.md#errors)', () => {
  it.each([
    [new ApiError(429), 'Too many login attempts. Please wait a moment and try again.', false],
    [
      new ApiError(503),
      'Service temporarily unavailable. Please try again in a few moments.',
      true,
    ],
    [new ApiError(500), 'Server error. Please contact support if this continues.', true],
    [new ApiError(0), 'Connection error. Please check your internet connection.', false],
    [new ApiError(418), 'Login failed. Please try again.', false],
    [new Error('weird'), 'Login failed. Please try again.', false],
    [withBody(401, 'Invalid email or password'), 'Invalid email or password', false],
  ])('%s → %s', (error, message, toast) => {
    expect(loginFailure(error, t)).toEqual({ message, toast });
  });
});

describe('registration failures (docs/product.md#errors)', () => {
  it.each([
    [new ApiError(503), 'Service temporarily unavailable. Please try again in a few moments.'],
    [
      new ApiError(500),
      'Server error. Please try again later or contact support if this continues.',
    ],
    [new ApiError(429), 'Too many registration attempts. Please wait a few minutes and try again.'],
    [withBody(400, 'This password is too common.'), 'This password is too common.'],
    [new ApiError(400), 'Invalid registration data. Please check all fields and try again.'],
    [new ApiError(0), 'Connection error. Please check your internet connection and try again.'],
    [new ApiError(409), 'Registration failed'],
  ])('%s → %s', (error, message) => {
    expect(registrationFailure(error, t)).toBe(message);
  });
});

describe('forgot-password failures (docs/product.md#errors)', () => {
  it.each([
    [
      new ApiError(429),
      'Too many password reset requests. Please wait an hour before trying again.',
    ],
    [withBody(400, 'Invalid email address'), 'Invalid email address'],
    [new ApiError(500), 'An error occurred. Please try again later.'],
    [new ApiError(0), 'An error occurred. Please try again later.'],
  ])('%s → %s', (error, message) => {
    expect(forgotFailure(error, t)).toBe(message);
  });
});

describe('reset-password failures (docs/product.md#errors)', () => {
  it.each([
    [new ApiError(400), 'Invalid or expired reset token', true],
    [
      withBody(400, 'This reset link has expired. Please request a new password reset.'),
      'This reset link has expired. Please request a new password reset.',
      true,
    ],
    [withBody(400, 'This password is too common.'), 'This password is too common.', false],
    [withBody(429, 'Slow down'), 'Slow down', false],
    [new ApiError(0), 'An error occurred while resetting your password. Please try again.', false],
  ])('%s → %s', (error, message, expired) => {
    expect(resetFailure(error, t)).toEqual({ message, expired });
  });
});
