import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './pages';

describe('videoEmbedUrl', () => {
  it('turns YouTube and Vimeo links into their embed addresses', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe(embed);
    expect(videoEmbedUrl(' https://youtu.be/dQw4w9WgXcQ ')).toBe(embed);
    expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
    expect(videoEmbedUrl(embed)).toBe(embed);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('refuses any other address', () => {
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoEmbedUrl('not a link')).toBeNull();
  });
});
