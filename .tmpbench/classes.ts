import { startBenchShop } from '../bench/benchShop';
import { mixedListingPaths } from '../bench/listingPaths';
process.env.HAAT_LISTING_CACHE = 'off';
const classOf = (p: string) => p.startsWith('/search') ? 'search' : p.startsWith('/brand') ? (p.includes('color') ? 'brand+color' : 'brand') : p.startsWith('/shop') ? 'all' : p.startsWith('/home') ? 'trending'
  : p.includes('color_id') ? 'cat+color' : p.includes('size_id') ? 'cat+size' : p.includes('brand_id') ? 'cat+brand' : p.includes('min_price') ? 'cat+price' : 'cat';
(async () => {
  const shop = await startBenchShop();
  const paths = await mixedListingPaths(shop.database.db);
  const groups = new Map<string, string[]>();
  for (const p of paths) groups.set(classOf(p), [...(groups.get(classOf(p)) ?? []), p]);
  for (const enc of ['identity', 'br']) {
    for (const p of paths) await shop.app.inject({ url: p, headers: { 'accept-encoding': enc } });
    let all = 0, n = 0, bytes = 0;
    for (const [name, list] of groups) {
      const t = process.hrtime.bigint(); let b = 0;
      for (let r = 0; r < 5; r++) for (const p of list) { const res = await shop.app.inject({ url: p, headers: { 'accept-encoding': enc } }); b += res.rawPayload.length; }
      const ms = Number(process.hrtime.bigint() - t) / 1e6 / (5 * list.length);
      all += ms * list.length; n += list.length; bytes += b / 5;
      console.log(enc, name.padEnd(12), String(list.length).padStart(4), ms.toFixed(3) + ' ms', Math.round(b / 5 / list.length) + ' B');
    }
    console.log(enc, 'mean', (all / n).toFixed(3), 'ms', Math.round(bytes / n), 'B');
  }
  await shop.close();
})();
