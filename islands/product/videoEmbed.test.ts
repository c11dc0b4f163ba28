import { videoEmbedUrl } from './videoEmbed';

describe('the embedded video of the Description tab', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [' https://vimeo.com/76979871 ', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its player address', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    [null],
    [''],
    ['not a link'],
    ['javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v="><script>'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://vimeo.com/channels/staffpicks'],
  ])('shows no video for %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });
});
