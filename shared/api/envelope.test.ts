import type { AxiosResponse } from 'axios';
import { bodyOf, errorMessageOf, innerDataOf, isAxiosError, messageOf, statusOf } from './envelope';

const response = <T,>(data: T, status = 200) => ({ data, status, statusText: 'OK', headers: {}, config: {} }) as AxiosResponse<T>;
/** A failed call as axios reports it, with the server's status and body. */
const failure = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: response(data, status) });

describe('the two envelope readings', () => {
  it('reads the body as data, or its data field as data.data', () => {
    expect(bodyOf(response({ items_count: 2 }))).toEqual({ items_count: 2 });
    expect(innerDataOf(response({ data: [{ id: 1 }] }))).toEqual([{ id: 1 }]);
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
  it("shows the server's message, then its error field, then the spec's fallback", () => {
    expect(errorMessageOf(failure(422, { message: 'The quantity must be at least 1.' }), 'An error occurred')).toBe('The quantity must be at least 1.');
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

  it('gives the status of a refused call, and nothing for other errors', () => {
    expect(statusOf(failure(422, {}))).toBe(422);
    expect(statusOf(Object.assign(new Error('Network Error'), { isAxiosError: true }))).toBeUndefined();
    expect(statusOf(new Error('boom'))).toBeUndefined();
    expect(isAxiosError(failure(400, {}))).toBe(true);
    expect(isAxiosError(new Error('boom'))).toBe(false);
  });
});
