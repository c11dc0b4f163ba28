import { object } from 'yup';
import { checkForm, fieldErrorLines } from './fieldErrors';
import { ruleText, MESSAGES } from './messages';
import { inEnglish } from './english';
import { bdMobile, isPhone, phoneNumber, toLocalMobile } from './phone';
import { chosenId, confirmed, digits, emailAddress, optionalText, newPassword, requiredText } from './rules';

describe('the default messages', () => {
  it('read as the storefront words them', () => {
    expect(inEnglish(ruleText('required', 'email'))).toBe('The email field is required');
    expect(inEnglish(ruleText('email', 'email'))).toBe('The email field must be a valid email');
    expect(inEnglish(ruleText('min', 'password', { min: 6 }))).toBe('The password field must be at least 6 characters');
    expect(inEnglish(ruleText('max', 'name', { max: 10 }))).toBe(
      'The name field may not be greater than 10 characters',
    );
    expect(inEnglish(ruleText('phone', 'phone'))).toBe('This phone must be a valid phone number.');
  });

  it('cover every rule of the general rule set', () => {
    const rules = [
      'required',
      'email',
      'min',
      'max',
      'min_value',
      'max_value',
      'between',
      'length',
      'digits',
      'integer',
      'numeric',
      'alpha',
      'alpha_num',
      'alpha_dash',
      'alpha_spaces',
      'regex',
      'url',
      'confirmed',
      'is',
      'is_not',
      'one_of',
      'not_one_of',
      'ext',
      'mimes',
      'image',
      'size',
      'dimensions',
    ];
    expect(rules.filter((rule) => !(rule in MESSAGES))).toEqual([]);
  });
});

describe('the phone rule', () => {
  it.each([
    ['', true],
    ['01712345678', true],
    ['+8801712345678', true],
    ['017-1234', false],
    ['+', false],
    ['12+3', false],
    ['abc', false],
  ])('%p is valid: %p', (value, valid) => expect(isPhone(value)).toBe(valid));

  it('names the field in its message and accepts an empty value', async () => {
    const schema = object({ phone: phoneNumber('phone') });
    expect(await checkForm(schema, { phone: '' })).toMatchObject({ ok: true });
    expect(await checkForm(schema, { phone: '01 7' })).toEqual({
      ok: false,
      errors: { phone: ['This phone must be a valid phone number.'] },
    });
  });

  it('turns +880 forms into the local mobile form', () => {
    expect(toLocalMobile(' +880 1712-345678 ')).toBe('01712345678');
    expect(toLocalMobile('8801712345678')).toBe('01712345678');
    expect(toLocalMobile('01712345678')).toBe('01712345678');
  });

  it('takes only 01[3-9] and eight more digits as a Bangladeshi mobile', async () => {
    const schema = object({ phone: bdMobile('phone') });
    expect(await checkForm(schema, { phone: '+8801912345678' })).toEqual({ ok: true, value: { phone: '01912345678' } });
    for (const bad of ['01212345678', '0171234567', '017123456789', '11712345678', '12345']) {
      expect(await checkForm(schema, { phone: bad })).toEqual({
        ok: false,
        errors: { phone: ['Enter a mobile number like 01712345678.'] },
      });
    }
    // What is no phone number at all breaks the phone rule, with its message only.
    expect(await checkForm(schema, { phone: '017 CALL ME' })).toEqual({
      ok: false,
      errors: { phone: ['This phone must be a valid phone number.'] },
    });
    expect(await checkForm(schema, {})).toEqual({ ok: false, errors: { phone: ['The phone field is required'] } });
  });
});

describe('the field builders', () => {
  const schema = object({
    name: requiredText('name', 5),
    note: optionalText('note', 3),
    email: emailAddress('email', { required: false }),
    password: newPassword('password'),
    password_confirmation: confirmed('password', 'password confirmation', 'password'),
    postcode: digits('zip', 4),
    zone_id: chosenId('zone'),
  });

  it('collects every field message, first message first', async () => {
    const result = await checkForm(schema, {
      name: 'Rahima',
      note: 'long',
      email: 'x@',
      password: '123',
      password_confirmation: '12',
      postcode: '12a4',
      zone_id: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: ['The name field may not be greater than 5 characters'],
        note: ['The note field may not be greater than 3 characters'],
        email: ['The email field must be a valid email'],
        password: ['The password field must be at least 8 characters'],
        password_confirmation: ['The password field confirmation does not match'],
        postcode: ['The zip field must be numeric and exactly contain 4 digits'],
        zone_id: ['The zone field is required'],
      },
    });
    if (!result.ok)
      expect(fieldErrorLines(result.errors)).toContain(
        'postcode: The zip field must be numeric and exactly contain 4 digits',
      );
  });

  it('cleans the values it accepts and drops unknown keys', async () => {
    const result = await checkForm(schema, {
      name: ' Rima ',
      email: '',
      password: 'rima-secret-7',
      password_confirmation: 'rima-secret-7',
      postcode: '1207',
      zone_id: '9',
      admin: true,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Rima',
        password: 'rima-secret-7',
        password_confirmation: 'rima-secret-7',
        postcode: '1207',
        zone_id: 9,
      },
    });
  });
});
