import { dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordContext } from '../../shared/validation/rules';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the commonest ones people choose (any case): zxcvbn-ts's list of
 * about 49,000 passwords seen most in breaches, read when first needed.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}

/** The context a form with a new password is checked in on the server (the island has no list). */
export const PASSWORD_CHECKS: PasswordContext = { isCommonPassword };
