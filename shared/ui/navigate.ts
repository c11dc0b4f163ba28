/** Sends the browser to another page (one place, so tests can watch where the shopper is sent). */
export function navigate(url: string): void {
  window.location.assign(url);
}
