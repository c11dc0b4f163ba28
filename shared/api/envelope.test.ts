import type { AxiosResponse } from 'axios';
import { errorMessageOf, fieldErrorsOf, isAxiosError, listOf, messageOf, statusOf } from './envelope';

const response = <T>(data: T, status = 200) =>
  ({ data, status, statusText: 'OK', headers: {}, config: {} }) as AxiosResponse<T>;
/** A failed call as axios reports it, with the server's status and body. */
const failure = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: response(data, status),
  });

describe('reading an answer', () => {
  it('reads a list from data, or a bare list; an answer without one is a failed call', () => {
    expect(listOf({ data: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(listOf([{ id: 2 }])).toEqual([{ id: 2 }]);
    expect(() => listOf({ data: { id: 1 } })).toThrow('the answer holds no list');
    expect(() => listOf(null)).toThrow('the answer holds no list');
  });

  it('finds a message at message or at data.message, message first', () => {
    expect(messageOf({ message: 'Item Successfully Added To Cart' })).toBe('Item Successfully Added To Cart');
    expect(messageOf({ data: { message: 'Added to compare' } })).toBe('Added to compare');
    expect(messageOf({ message: 'outer', data: { message: 'inner' } })).toBe('outer');
    expect(messageOf({ message: 3 })).toBeUndefined();
    expect(messageOf(null)).toBeUndefined();
    expect(messageOf(undefined)).toBeUndefined();
  });
});

describe('reading a failed call', () => {
  it("shows the server's words (its error field, else its message), then the call's fallback text", () => {
    expect(errorMessageOf(failure(404, { error: 'This item is not in your cart.', message: 'Not found' }), 'x')).toBe(
      'This item is not in your cart.',
    );
    expect(errorMessageOf(failure(422, { message: 'The quantity must be at least 1.' }), 'An error occurred')).toBe(
      'The quantity must be at least 1.',
    );
    expect(errorMessageOf(failure(400, { data: { message: 'Already in compare' } }), 'x')).toBe('Already in compare');
    expect(errorMessageOf(failure(500, { error: 'Cart item not found' }), 'x')).toBe('Cart item not found');
    expect(errorMessageOf(failure(502, '<html>Bad Gateway</html>'), 'An error occurred')).toBe('An error occurred');
  });

  it('uses the fallback for a network failure or any other error', () => {
    const offline = Object.assign(new Error('Network Error'), { isAxiosError: true });
    expect(errorMessageOf(offline, 'An error occurred')).toBe('An error occurred');
    expect(errorMessageOf(new TypeError('x is undefined'), 'An error occurred')).toBe('An error occurred');
    expect(errorMessageOf(null, 'An error occurred')).toBe('An error occurred');
  });

  it('gives the field errors of a refused form, and nothing for other failures', () => {
    expect(
      fieldErrorsOf(
        failure(422, { message: 'Check the form', errors: { email: ['The email has already been taken.'] } }),
      ),
    ).toEqual({ email: ['The email has already been taken.'] });
    expect(fieldErrorsOf(failure(500, { message: 'Server Error' }))).toBeUndefined();
    expect(fieldErrorsOf(new Error('boom'))).toBeUndefined();
  });

  it('gives the status of a refused call, and nothing for other errors', () => {
    expect(statusOf(failure(422, {}))).toBe(422);
    expect(statusOf(Object.assign(new Error('Network Error'), { isAxiosError: true }))).toBeUndefined();
    expect(statusOf(new Error('boom'))).toBeUndefined();
    expect(isAxiosError(failure(400, {}))).toBe(true);
    expect(isAxiosError(new Error('boom'))).toBe(false);
  });
});
