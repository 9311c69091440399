import { isUnder13 } from '@optio/contracts';

/** Under 13 today, by date of birth (docs/product.md#validation ages); an account without one counts as older. */
export const under13Now = (dateOfBirth: string | null, now: Date): boolean =>
  dateOfBirth !== null && isUnder13(dateOfBirth, now);
