export const PASSWORD_MIN_REGISTER = 12;
export const PASSWORD_MIN_LOGIN = 6;
/** Beyond this we refuse before hashing: no real passphrase is longer, and hashing is costly. */
export const PASSWORD_MAX = 128;

const COMMON_WORDS = ['password', '123456', 'qwerty', 'abc123', 'letmein', 'welcome', 'admin'];

export type StrengthLevel = 'very-weak' | 'weak' | 'medium' | 'strong' | 'very-strong';

export interface PasswordCheck {
  key: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  label: string;
  met: boolean;
}

export interface PasswordStrength {
  score: number;
  level: StrengthLevel;
  checks: PasswordCheck[];
  /** Up to three unmet items, then "And N more..." (docs/product.md#password-strength). */
  unmetMessages: string[];
}

const hasUpper = (p: string) => /[A-Z]/.test(p);
const hasLower = (p: string) => /[a-z]/.test(p);
const hasDigit = (p: string) => /\d/.test(p);
const hasSpecial = (p: string) => /[^A-Za-z0-9]/.test(p);

export function passwordChecks(password: string): PasswordCheck[] {
  return [
    {
      key: 'length',
      label: 'At least 12 characters',
      met: password.length >= PASSWORD_MIN_REGISTER,
    },
    { key: 'uppercase', label: 'One uppercase letter', met: hasUpper(password) },
    { key: 'lowercase', label: 'One lowercase letter', met: hasLower(password) },
    { key: 'number', label: 'One number', met: hasDigit(password) },
    { key: 'special', label: 'One special character', met: hasSpecial(password) },
  ];
}

/** docs/product.md#password-strength scoring, clamped to 0-100. */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 12) score += 20;
  if (password.length >= 16) score += 5;
  if (password.length >= 20) score += 5;
  if (hasUpper(password)) score += 10;
  if (hasLower(password)) score += 10;
  if (hasDigit(password)) score += 10;
  if (hasSpecial(password)) score += 10;
  const lower = password.toLowerCase();
  if (COMMON_WORDS.some((w) => lower.includes(w))) score -= 20;
  const distinct = new Set(password).size;
  if (distinct >= 8) score += 10;
  if (distinct >= 12) score += 10;
  if (/^[A-Za-z]+\d+$/.test(password)) score -= 10;
  return Math.max(0, Math.min(100, score));
}

/** docs/product.md#strength-levels: 0-25 very-weak, 26-50 weak, 51-75 medium, 76-90 strong, above 90 very-strong. */
export function strengthLevel(score: number): StrengthLevel {
  if (score <= 25) return 'very-weak';
  if (score <= 50) return 'weak';
  if (score <= 75) return 'medium';
  if (score <= 90) return 'strong';
  return 'very-strong';
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  const checks = passwordChecks(password);
  const unmet = checks.filter((c) => !c.met).map((c) => c.label);
  const unmetMessages =
    unmet.length > 3 ? [...unmet.slice(0, 3), `And ${unmet.length - 3} more...`] : unmet;
  return { score, level: strengthLevel(score), checks, unmetMessages };
}

/** Items named in "Password must contain: ..." (docs/product.md#register-validation), in checklist order. */
export function missingPasswordItems(password: string): string[] {
  const missing: string[] = [];
  if (!hasUpper(password)) missing.push('an uppercase letter');
  if (!hasLower(password)) missing.push('a lowercase letter');
  if (!hasDigit(password)) missing.push('a number');
  if (!hasSpecial(password)) missing.push('a special character');
  return missing;
}
