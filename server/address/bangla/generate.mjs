// Writes names.json: each district's and thana's Bangla name, keyed by the English names of
// server/address/districts.ts. Run by hand when @bangladeshi/bangladesh-address changes, not by
// the build: `npm pack bd-geo-info@2.0.2` into /tmp, unpack it, then
//   node server/address/bangla/generate.mjs /tmp/package
// The Bangla names come from bd-geo-info (MIT, Md Tanvir Ahamed Shanto); it is not a dependency
// of the shop because it brings React components along.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WRITTEN } from './written.mjs';

const require = createRequire(import.meta.url);
const { allDistricts, thanaNamesOf, upazilaNamesOf } = require('@bangladeshi/bangladesh-address/build/src');

const root = process.argv[2];
if (!root) throw new Error('usage: node server/address/bangla/generate.mjs <unpacked bd-geo-info>');
const read = (file) => JSON.parse(readFileSync(`${root}/src/data/${file}`, 'utf8'));
const geoDistricts = read('bd-districts.json').districts;
const geoUpazilas = read('bd-upazilas.json').upazilas;

// Our district name -> bd-geo-info's, where the two spell it differently.
const DISTRICT_ALIASES = {
  Barisal: 'Barishal',
  Bogra: 'Bogura',
  Chapainawabganj: 'Nawabganj',
  Comilla: 'Cumilla',
  Jessore: 'Jashore',
  Moulvibazar: 'Maulvibazar',
  Sirajganj: 'Sirajgonj',
};

// bd-geo-info writes some sadar upazilas "Chuadanga-S", "Joypurhat S" and Netrokona's with "Upazilla".
const key = (name) =>
  name
    .toLowerCase()
    .replace(/ upazilla$/, '')
    .replace(/(-| )s$/, ' sadar')
    .replace(/[^a-z]/g, '');

// ড় and য় come both as one code point and as a letter with its dot; NFC writes every name the one way.
const inOneForm = (name) => name.trim().normalize('NFC');

const missing = [];
const names = {};
for (const district of [...allDistricts()].sort((a, b) => a.localeCompare(b, 'en'))) {
  const geo = geoDistricts.find((d) => d.name === (DISTRICT_ALIASES[district] ?? district));
  const written = WRITTEN[district] ?? {};
  const upazilas = geo ? geoUpazilas.filter((u) => u.district_id === geo.id) : [];
  const thanas = {};
  for (const thana of [...new Set([...upazilaNamesOf(district), ...thanaNamesOf(district)])].sort((a, b) =>
    a.localeCompare(b, 'en'),
  )) {
    const bn = written.thanas?.[thana] ?? upazilas.find((u) => key(u.name) === key(thana))?.bn_name;
    if (bn) thanas[thana] = inOneForm(bn);
    else missing.push(`${district} / ${thana}`);
  }
  const bn = written.name ?? geo?.bn_name;
  if (!bn) missing.push(district);
  names[district] = { name: bn && inOneForm(bn), thanas };
}
if (missing.length) throw new Error(`No Bangla name for:\n${missing.join('\n')}`);
writeFileSync(new URL('./names.json', import.meta.url), `${JSON.stringify(names, null, 2)}\n`);
