/** Bangla digits (০ to ৯) as the ASCII digits they stand for; every other character unchanged. */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/**
 * A Bangladeshi mobile number as the SMS gateways take it, `8801XXXXXXXXX`, from the forms a
 * shopper types: `01XXXXXXXXX`, `+880 1XXX...`, `8801XXX...`, in ASCII or Bangla digits, with
 * spaces, dashes or brackets. The operator digit is 3 to 9. Anything else (a landline, a short
 * code, a foreign number, a number without its leading 0) is null: no SMS goes to it.
 */
export function smsNumber(typed: string): string | null {
  const compact = asciiDigits(typed.trim()).replace(/[\s\-().]/g, '');
  const match = /^(?:\+?880|0)(1[3-9]\d{8})$/.exec(compact);
  return match ? `880${match[1]}` : null;
}
