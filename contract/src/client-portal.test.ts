import { describe, expect, it } from 'vitest';
import {
  type ClientPortalSettings,
  calendarTitleDefaults,
  plainTextOf,
  portalHomeOf,
  portalOptionDefaults,
  portalTabDefaults,
  updateNavigationBody,
  welcomeFields,
} from './client-portal';

const settings: ClientPortalSettings = {
  tabs: portalTabDefaults,
  calendar: calendarTitleDefaults,
  welcome: { enabled: true, title: 'Hi <b>there</b>', message: 'Line\none\u0007', video_url: '' },
  announcements: [
    { id: 5, title: 'Second', body: '<script>x()</script>Body', enabled: true, sort_order: 2 },
    { id: 9, title: 'Hidden', body: '', enabled: false, sort_order: 0 },
    { id: 7, title: 'First', body: 'I <3 lifting', enabled: true, sort_order: 1 },
  ],
  navigation: [
    {
      id: 2,
      label: 'B',
      url: 'https://b.test',
      open_in_new_tab: false,
      enabled: true,
      sort_order: 2,
    },
    {
      id: 1,
      label: 'A',
      url: 'https://a.test',
      open_in_new_tab: true,
      enabled: true,
      sort_order: 1,
    },
    {
      id: 3,
      label: 'Off',
      url: 'https://c.test',
      open_in_new_tab: true,
      enabled: false,
      sort_order: 0,
    },
  ],
  settings: portalOptionDefaults,
};

describe('the portal home', () => {
  it('keeps the enabled items in the coach’s order, as plain text', () => {
    const home = portalHomeOf(settings, { point_name: 'Stars', point_currency: '$1' });
    expect(home.welcome).toEqual({ title: 'Hi there', message: 'Line\none', video_url: '' });
    expect(home.announcements).toEqual([
      { id: 7, title: 'First', body: 'I <3 lifting' },
      { id: 5, title: 'Second', body: 'x()Body' },
    ]);
    expect(home.navigation.map((n) => n.id)).toEqual([1, 2]);
    expect(home.rewards).toEqual({ point_name: 'Stars', point_currency: '$1' });
  });

  it('has no welcome while it is off', () => {
    const off = { ...settings, welcome: { ...settings.welcome, enabled: false } };
    expect(portalHomeOf(off, { point_name: 'Points', point_currency: '' }).welcome).toBeNull();
  });

  it('strips tags and control characters but keeps line breaks', () => {
    expect(plainTextOf(' <i>a</i>\r\n\tb\u0000 ')).toBe('a\r\n\tb');
  });
});

describe('the bodies', () => {
  it('needs a title only while the welcome is shown, and an http(s) video', () => {
    expect(welcomeFields.safeParse({ enabled: false, title: '', message: '' }).success).toBe(true);
    const shown = welcomeFields.safeParse({ enabled: true, title: ' ', message: '' });
    expect(shown.error?.issues.map((i) => i.path.join('.'))).toEqual(['title']);
    const video = welcomeFields.safeParse({
      enabled: false,
      title: '',
      message: '',
      video_url: 'javascript:alert(1)',
    });
    expect(video.success).toBe(false);
  });

  it('refuses a link that is not a web address', () => {
    expect(updateNavigationBody.safeParse({ label: 'X', url: 'javascript:x' }).success).toBe(false);
    expect(updateNavigationBody.parse({ label: 'X', url: 'https://x.test' })).toEqual({
      label: 'X',
      url: 'https://x.test',
      open_in_new_tab: true,
      enabled: true,
    });
  });
});
