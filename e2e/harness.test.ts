import { findChromium } from '../bench/browser';

describe('findChromium', () => {
  it('fails with how to install Chromium when there is none', () => {
    expect(() => findChromium({}, '/nonexistent/chromium')).toThrow(/apt-get install chromium.*or set CHROMIUM_PATH/);
    expect(() => findChromium({ CHROMIUM_PATH: '/nonexistent/chrome' })).toThrow(
      'No Chromium at /nonexistent/chrome (from CHROMIUM_PATH)',
    );
  });

  it('takes CHROMIUM_PATH first, then /usr/bin/chromium', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath }, '/nonexistent/chromium')).toBe(process.execPath);
    expect(findChromium({}, process.execPath)).toBe(process.execPath);
  });
});
