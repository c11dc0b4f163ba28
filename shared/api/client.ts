import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

let loading: Promise<AxiosInstance> | undefined;

/** The axios instance of http.ts, imported on the first call (its own chunk, after first paint). */
export function loadHttp(): Promise<AxiosInstance> {
  loading ??= import('./http').then((m) => m.http);
  return loading;
}

type Body = unknown;

/** Every call of the storefront goes through here. */
export const api = {
  get: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadHttp().then((h) => h.get<T>(url, config)),
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadHttp().then((h) => h.delete<T>(url, config)),
  post: <T = unknown>(url: string, data?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadHttp().then((h) => h.post<T>(url, data, config)),
  put: <T = unknown>(url: string, data?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadHttp().then((h) => h.put<T>(url, data, config)),
  patch: <T = unknown>(url: string, data?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadHttp().then((h) => h.patch<T>(url, data, config)),
};
