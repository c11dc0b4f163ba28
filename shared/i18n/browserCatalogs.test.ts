/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBrowserCatalogs } from './browserCatalogs.node';

const root = path.join(__dirname, '../..');

describe("the build's texts files for the browser", () => {
  let outdir: string;
  let named: Record<string, string>;
  beforeAll(() => {
    outdir = mkdtempSync(path.join(tmpdir(), 'haat-texts-'));
    named = writeBrowserCatalogs(root, outdir, ['cart', 'navbar']);
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  const read = (url: string) =>
    JSON.parse(readFileSync(path.join(outdir, url.replace(/^\/build\//, '')), 'utf8')) as Record<string, unknown>;

  it('names one file per language after its content, beside the stable name', () => {
    expect(Object.keys(named).sort()).toEqual(['bn-BD', 'en-BD']);
    expect(named['bn-BD']).toMatch(/^\/build\/i18n\/bn-BD-[\w-]{10}\.json$/);
    expect(read(named['bn-BD'])).toEqual(read('/build/i18n/bn-BD.json'));
    expect(read(named['en-BD'])).toEqual(read('/build/i18n/en-BD.json'));
  });

  it("holds only that language's texts of the shared namespaces and the islands named", () => {
    const bangla = read(named['bn-BD']);
    const namespaces = new Set(Object.keys(bangla).map((id) => id.split('.')[0]));
    expect([...namespaces].sort()).toEqual(['cart', 'common', 'forms', 'navbar', 'shopper']);
    expect(bangla['cart.title']).toEqual(['শপিং কার্ট']);
    expect(read(named['en-BD'])['cart.title']).toEqual(['Shopping Cart']);
  });

  it('gives the same texts the same name from one build to the next', () => {
    const again = mkdtempSync(path.join(tmpdir(), 'haat-texts-'));
    try {
      expect(writeBrowserCatalogs(root, again, ['cart', 'navbar'])).toEqual(named);
      expect(writeBrowserCatalogs(root, again, ['cart'])['bn-BD']).not.toBe(named['bn-BD']);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});
