import {
  calendarTitleDefaults,
  portalOptionDefaults,
  portalTabDefaults,
  rewardSettingDefaults,
} from '@coachline/contract/client-portal';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { portalHomeSettingsOf, rewardSettingsOf } from './client-portal.service';

const { app, deps } = await createTestApp();
const call = caller(app);

type Org = Awaited<ReturnType<typeof buildSignedIn>>;

const addAnnouncement = (org: Org, body: Record<string, unknown>) =>
  call('POST', `/client-portal/${org.accountId}/add-new-announcement`, org.token, body);
const addLink = (org: Org, body: Record<string, unknown>) =>
  call('POST', '/client-portal/update-navigation-menu', org.token, body);

describe('client portal settings', () => {
  it('answers the defaults on the first read', async () => {
    const org = await buildSignedIn(deps);
    const res = await call('GET', '/client-portal', org.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      settings: {
        tabs: portalTabDefaults,
        calendar: calendarTitleDefaults,
        welcome: { enabled: false, title: 'Welcome!', message: '', video_url: '' },
        announcements: [],
        navigation: [],
        settings: portalOptionDefaults,
      },
    });
    expect(portalTabDefaults.playbook).toBe('Playbooks');
    expect(calendarTitleDefaults.evening_text).toBe('Evening');
  });

  it('renames a tab and a calendar title, and refuses an unknown field or an empty value', async () => {
    const org = await buildSignedIn(deps);
    const renamed = await call('POST', '/client-portal/rename-tab', org.token, {
      field: 'classroom',
      value: '  Academy ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      status: 1,
      message: 'Tab name has been updated successfully!',
      settings: { tabs: { ...portalTabDefaults, classroom: 'Academy' } },
    });
    const titled = await call('POST', '/client-portal/update-calendar-title', org.token, {
      field: 'morning_text',
      value: 'Sunrise',
    });
    expect(titled.json()).toMatchObject({
      message: 'Calendar title has been updated successfully!',
      settings: { calendar: { ...calendarTitleDefaults, morning_text: 'Sunrise' } },
    });

    const unknown = await call('POST', '/client-portal/rename-tab', org.token, {
      field: 'billing',
      value: 'X',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('field');
    const empty = await call('POST', '/client-portal/update-calendar-title', org.token, {
      field: 'evening_text',
      value: '   ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.value).toEqual(['The value field is required']);
    const long = await call('POST', '/client-portal/rename-tab', org.token, {
      field: 'file',
      value: 'x'.repeat(41),
    });
    expect(long.statusCode).toBe(422);
  });

  it('saves the welcome and the portal options', async () => {
    const org = await buildSignedIn(deps);
    const welcome = await call('POST', '/client-portal/update-welcome-settings', org.token, {
      enabled: true,
      title: 'Hi there',
      message: 'Glad you are here.',
      video_url: 'https://example.com/video',
    });
    expect(welcome.json()).toMatchObject({
      message: 'Welcome settings have been updated successfully!',
      settings: {
        welcome: {
          enabled: true,
          title: 'Hi there',
          message: 'Glad you are here.',
          video_url: 'https://example.com/video',
        },
      },
    });
    const bad = await call('POST', '/client-portal/update-welcome-settings', org.token, {
      enabled: true,
      title: '',
      message: '',
      video_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['title', 'video_url']);

    const options = await call('POST', '/client-portal/update-settings', org.token, {
      show_chat: false,
    });
    expect(options.json()).toMatchObject({
      message: 'Client portal settings have been updated successfully!',
      settings: { settings: { show_rewards: true, show_chat: false, show_calendar: true } },
    });
    const wrong = await call('POST', '/client-portal/update-settings', org.token, {
      show_chat: 'no',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('show_chat');
  });
});

describe('announcements', () => {
  it('adds, edits, sorts and deletes, in the coach’s order', async () => {
    const org = await buildSignedIn(deps);
    const first = await addAnnouncement(org, { title: 'Closed Monday', body: 'Holiday.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Announcement has been added successfully!',
      announcement: { title: 'Closed Monday', body: 'Holiday.', enabled: true, sort_order: 1 },
    });
    const second = await addAnnouncement(org, { title: 'New class', body: '' });
    const a = first.json().announcement.id as number;
    const b = second.json().announcement.id as number;
    expect(second.json().announcement.sort_order).toBe(2);

    const edited = await call('POST', '/client-portal/update-announcement-settings', org.token, {
      id: a,
      enabled: false,
    });
    expect(edited.json()).toMatchObject({
      message: 'Announcement has been updated successfully!',
      announcement: { id: a, title: 'Closed Monday', enabled: false },
    });

    const sorted = await call('POST', '/client-portal/sort-announcement-settings', org.token, {
      ids: [b, a],
    });
    expect(sorted.json().message).toBe('Announcements have been sorted successfully!');
    expect(sorted.json().settings.announcements.map((x: { id: number }) => x.id)).toEqual([b, a]);

    const partial = await call('POST', '/client-portal/sort-announcement-settings', org.token, {
      ids: [b],
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toHaveProperty('ids');

    const deleted = await call(
      'DELETE',
      `/client-portal/delete-announcement-settings/${a}`,
      org.token,
    );
    expect(deleted.json()).toMatchObject({
      message: 'Announcement has been deleted successfully!',
    });
    expect(deleted.json().settings.announcements.map((x: { id: number }) => x.id)).toEqual([b]);
    const again = await call(
      'DELETE',
      `/client-portal/delete-announcement-settings/${a}`,
      org.token,
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses a missing title with a field error', async () => {
    const org = await buildSignedIn(deps);
    const res = await addAnnouncement(org, { title: '', body: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toEqual(['The title field is required']);
  });

  it('answers 404 for another location, in the path or by id', async () => {
    const org = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const theirs = (await addAnnouncement(other, { title: 'Theirs', body: '' })).json().announcement
      .id as number;
    const mine = (await addAnnouncement(org, { title: 'Mine', body: '' })).json().announcement
      .id as number;

    const elsewhere = await call(
      'POST',
      `/client-portal/${other.accountId}/add-new-announcement`,
      org.token,
      { title: 'Sneaky', body: '' },
    );
    expect(elsewhere.statusCode).toBe(404);
    const edit = await call('POST', '/client-portal/update-announcement-settings', org.token, {
      id: theirs,
      title: 'Taken',
    });
    expect(edit.statusCode).toBe(404);
    const sort = await call('POST', '/client-portal/sort-announcement-settings', org.token, {
      ids: [theirs, mine],
    });
    expect(sort.statusCode).toBe(404);
    const remove = await call(
      'DELETE',
      `/client-portal/delete-announcement-settings/${theirs}`,
      org.token,
    );
    expect(remove.statusCode).toBe(404);
    const still = (await call('GET', '/client-portal', other.token)).json().settings.announcements;
    expect(still).toMatchObject([{ id: theirs, title: 'Theirs' }]);
  });

  it('adds to the accessed location of the path', async () => {
    const org = await buildOrganization(deps, { locations: ['Downtown'] });
    const location = org.locations[0]!;
    const token = await tokenFor(deps, org.owner.id, location.id);
    const res = await call('POST', `/client-portal/${location.id}/add-new-announcement`, token, {
      title: 'Downtown only',
      body: '',
    });
    expect(res.statusCode).toBe(200);
    const primary = await call(
      'POST',
      `/client-portal/${org.account.id}/add-new-announcement`,
      token,
      { title: 'Wrong place', body: '' },
    );
    expect(primary.statusCode).toBe(404);
  });
});

describe('navigation menu', () => {
  it('creates without an id, updates with one, sorts and deletes', async () => {
    const org = await buildSignedIn(deps);
    const created = await addLink(org, { label: 'Shop', url: 'https://shop.example.com' });
    expect(created.json()).toMatchObject({
      message: 'Navigation menu item has been added successfully!',
      item: { label: 'Shop', open_in_new_tab: true, enabled: true, sort_order: 1 },
    });
    const a = created.json().item.id as number;
    const b = (await addLink(org, { label: 'Blog', url: 'https://blog.example.com' })).json().item
      .id as number;
    const updated = await addLink(org, {
      id: a,
      label: 'Store',
      url: 'https://shop.example.com',
      open_in_new_tab: false,
      enabled: true,
    });
    expect(updated.json()).toMatchObject({
      message: 'Navigation menu has been updated successfully!',
      item: { id: a, label: 'Store', open_in_new_tab: false },
    });
    const sorted = await call('POST', '/client-portal/sort-navigation-menu', org.token, {
      ids: [b, a],
    });
    expect(sorted.json().settings.navigation.map((x: { id: number }) => x.id)).toEqual([b, a]);
    const removed = await call('DELETE', `/client-portal/delete-navigation-menu/${b}`, org.token);
    expect(removed.json().settings.navigation.map((x: { id: number }) => x.id)).toEqual([a]);
  });

  it('refuses a bad link with field errors, and another location’s link with 404', async () => {
    const org = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const bad = await addLink(org, { label: '', url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['label', 'url']);
    const theirs = (await addLink(other, { label: 'Theirs', url: 'https://a.example.com' })).json()
      .item.id as number;
    const taken = await addLink(org, { id: theirs, label: 'Mine', url: 'https://b.example.com' });
    expect(taken.statusCode).toBe(404);
  });
});

describe('reward settings', () => {
  it('answers the defaults, then each change', async () => {
    const org = await buildSignedIn(deps);
    const first = await call('GET', '/reward/get-user-reward', org.token);
    expect(first.json()).toEqual({ status: 1, setting: rewardSettingDefaults });
    expect(rewardSettingDefaults).toEqual({
      point_name: 'Points',
      point_currency: '',
      notification: true,
    });
    const name = await call('PATCH', '/reward/update-point-name', org.token, {
      point_name: 'Stars',
    });
    expect(name.json()).toMatchObject({
      message: 'Point name has been updated successfully!',
      setting: { point_name: 'Stars' },
    });
    const currency = await call('PATCH', '/reward/update-point-currency', org.token, {
      point_currency: '$0.10',
    });
    expect(currency.json().setting).toEqual({
      point_name: 'Stars',
      point_currency: '$0.10',
      notification: true,
    });
    const notification = await call('PATCH', '/reward/update-reward-notification', org.token, {
      notification: false,
    });
    expect(notification.json()).toMatchObject({
      message: 'Reward notification has been updated successfully!',
      setting: { notification: false },
    });
    const empty = await call('PATCH', '/reward/update-point-name', org.token, { point_name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.point_name).toEqual(['The point name field is required']);
    expect(await rewardSettingsOf(deps, org.accountId)).toEqual({
      point_name: 'Stars',
      point_currency: '$0.10',
      notification: false,
    });
  });
});

describe('permissions', () => {
  it('refuses staff without the permission, and lets a viewer read but not write', async () => {
    const org = await buildSignedIn(deps);
    const stranger = await tokenFor(deps, (await buildStaff(deps, org.accountId)).id);
    expect((await call('GET', '/client-portal', stranger)).statusCode).toBe(403);
    expect((await call('GET', '/reward/get-user-reward', stranger)).statusCode).toBe(403);
    const viewer = await tokenFor(
      deps,
      (
        await buildStaff(deps, org.accountId, {
          permissions: { 'client-portal': { view: true }, 'contacts-center': { view: true } },
        })
      ).id,
    );
    expect((await call('GET', '/client-portal', viewer)).statusCode).toBe(200);
    expect((await call('GET', '/reward/get-user-reward', viewer)).statusCode).toBe(200);
    const write = await call('POST', '/client-portal/rename-tab', viewer, {
      field: 'page',
      value: 'Lessons',
    });
    expect(write.statusCode).toBe(403);
    const add = await call('POST', `/client-portal/${org.accountId}/add-new-announcement`, viewer, {
      title: 'No',
      body: '',
    });
    expect(add.statusCode).toBe(403);
    const reward = await call('PATCH', '/reward/update-point-name', viewer, { point_name: 'X' });
    expect(reward.statusCode).toBe(403);
  });
});

describe('the contact’s portal home', () => {
  it('shows the welcome while on, and only enabled items in order, as plain text', async () => {
    const org = await buildSignedIn(deps);
    const empty = await portalHomeSettingsOf(deps, org.accountId);
    expect(empty).toEqual({
      tabs: portalTabDefaults,
      calendar: calendarTitleDefaults,
      welcome: null,
      announcements: [],
      navigation: [],
      settings: portalOptionDefaults,
      rewards: { point_name: 'Points', point_currency: '' },
    });

    await call('POST', '/client-portal/update-welcome-settings', org.token, {
      enabled: true,
      title: 'Hello',
      message: 'Line one\nLine two',
    });
    const a = (await addAnnouncement(org, { title: 'First', body: '<b>Bold</b> news' })).json()
      .announcement.id as number;
    const b = (await addAnnouncement(org, { title: 'Hidden', body: '', enabled: false })).json()
      .announcement.id as number;
    const c = (await addAnnouncement(org, { title: 'Third', body: 'Plain' })).json().announcement
      .id as number;
    await call('POST', '/client-portal/sort-announcement-settings', org.token, { ids: [c, b, a] });
    await addLink(org, { label: 'Off', url: 'https://off.example.com', enabled: false });
    const on = (await addLink(org, { label: 'On', url: 'https://on.example.com' })).json().item
      .id as number;
    await call('PATCH', '/reward/update-point-name', org.token, { point_name: 'Stars' });

    const home = await portalHomeSettingsOf(deps, org.accountId);
    expect(home.welcome).toEqual({ title: 'Hello', message: 'Line one\nLine two', video_url: '' });
    expect(home.announcements).toEqual([
      { id: c, title: 'Third', body: 'Plain' },
      { id: a, title: 'First', body: 'Bold news' },
    ]);
    expect(home.navigation).toEqual([
      { id: on, label: 'On', url: 'https://on.example.com', open_in_new_tab: true },
    ]);
    expect(home.rewards).toEqual({ point_name: 'Stars', point_currency: '' });
  });
});
