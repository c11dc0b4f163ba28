const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function youTubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return ['shorts', 'embed', 'live', 'v'].includes(kind) ? (id ?? null) : null;
}

/**
 * The player address for a product's video_link: YouTube (watch, youtu.be, shorts, embed, live) and
 * Vimeo links become their embed address. Anything else (another host, a bad id, not http(s),
 * not a URL at all) gives null and no video is shown: only known players get an iframe.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youTube = youTubeId(url);
  if (youTube !== null) return YOUTUBE_ID.test(youTube) ? `https://www.youtube.com/embed/${youTube}` : null;
  const vimeo = /^\/(?:video\/)?(\d+)\/?$/.exec(url.pathname);
  if (
    (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com' || url.hostname === 'player.vimeo.com') &&
    vimeo
  ) {
    return `https://player.vimeo.com/video/${vimeo[1]}`;
  }
  return null;
}
