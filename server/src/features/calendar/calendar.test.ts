import { calendarMessages } from '@coachline/contract/calendar';
import { describe, expect, it } from 'vitest';
import { buildContact, buildPortalSession, buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { clockOf } from '../accounts/accounts.service';

const { app, deps } = await createTestApp();
const call = caller(app);

/** A location with two contacts signed in to its portal. */
async function locationWithPortal() {
  const org = await buildSignedIn(deps);
  const ann = await buildPortalSession(deps, org.accountId);
  const bob = await buildPortalSession(deps, org.accountId);
  return { ...org, ann, bob };
}

async function createEvent(token: string, body: object) {
  const res = await call('POST', '/calendar/create-event', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event as { id: number };
}

const titlesOf = (events: { title: string }[]) => events.map((e) => e.title);

describe('the coach’s calendar', () => {
  it('creates events, lists them by day and time, and splits a day into its parts', async () => {
    const { token } = await locationWithPortal();
    const created = await call('POST', '/calendar/create-event', token, {
      title: 'Evening yoga',
      date: '2026-12-03',
      start_time: '18:30',
      end_time: '19:30',
      location: 'Studio B',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: calendarMessages.created,
      event: {
        title: 'Evening yoga',
        date: '2026-12-03',
        start_time: '18:30',
        end_time: '19:30',
        part: 'evening',
        everyone: true,
        contacts: [],
      },
    });
    await createEvent(token, { title: 'Bootcamp', date: '2026-12-03', start_time: '07:00' });
    await createEvent(token, { title: 'Lunch walk', date: '2026-12-03', start_time: '12:00' });
    await createEvent(token, { title: 'Next week', date: '2026-12-10', start_time: '09:00' });

    const week = await call('GET', '/calendar/events?from=2026-12-01&to=2026-12-07', token);
    expect(week.statusCode).toBe(200);
    expect(titlesOf(week.json().data)).toEqual(['Bootcamp', 'Lunch walk', 'Evening yoga']);

    const day = await call('GET', '/calendar/events-by-date?date=2026-12-03', token);
    expect(day.json().day).toMatchObject({
      date: '2026-12-03',
      morning: [{ title: 'Bootcamp', part: 'morning' }],
      afternoon: [{ title: 'Lunch walk', part: 'afternoon' }],
      evening: [{ title: 'Evening yoga' }],
    });
  });

  it('refuses a bad event with field errors, and a range too long or backwards', async () => {
    const { token } = await locationWithPortal();
    const bad = await call('POST', '/calendar/create-event', token, {
      title: ' ',
      date: '2026-13-01',
      start_time: '25:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['title', 'date', 'start_time']),
    );
    const backwards = await call('POST', '/calendar/create-event', token, {
      title: 'Class',
      date: '2026-12-01',
      start_time: '10:00',
      end_time: '09:00',
      everyone: false,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toMatchObject({
      end_time: [calendarMessages.endBeforeStart],
      contact_ids: [calendarMessages.chooseContacts],
    });
    const long = await call('GET', '/calendar/events?from=2026-01-01&to=2026-06-01', token);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual([calendarMessages.rangeTooLong]);
    const reversed = await call('GET', '/calendar/events?from=2026-02-01&to=2026-01-01', token);
    expect(reversed.json().errors.to).toEqual([calendarMessages.rangeBackwards]);
  });

  it('updates the whole event and deletes it; another location’s event is 404', async () => {
    const { token, ann } = await locationWithPortal();
    const event = await createEvent(token, {
      title: 'Check-in',
      date: '2026-12-04',
      start_time: '10:00',
    });
    const updated = await call('POST', `/calendar/${event.id}/update-event`, token, {
      title: 'Check-in call',
      date: '2026-12-04',
      start_time: '15:00',
      everyone: false,
      contact_ids: [ann.contact.id],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().event).toMatchObject({
      title: 'Check-in call',
      part: 'afternoon',
      everyone: false,
      contacts: [{ id: ann.contact.id }],
    });
    const stranger = await buildSignedIn(deps);
    const body = { title: 'Mine', date: '2026-12-04', start_time: '10:00' };
    expect(
      (await call('POST', `/calendar/${event.id}/update-event`, stranger.token, body)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/calendar/${event.id}/delete-event`, stranger.token)).statusCode,
    ).toBe(404);
    const deleted = await call('DELETE', `/calendar/${event.id}/delete-event`, token);
    expect(deleted.json()).toEqual({ status: 1, message: calendarMessages.deleted });
    expect((await call('DELETE', `/calendar/${event.id}/delete-event`, token)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for a contact of another location in the event or the filter', async () => {
    const { token } = await locationWithPortal();
    const stranger = await buildSignedIn(deps);
    const theirs = await buildContact(deps, { accountId: stranger.accountId });
    const res = await call('POST', '/calendar/create-event', token, {
      title: 'Class',
      date: '2026-12-01',
      start_time: '10:00',
      everyone: false,
      contact_ids: [theirs.id],
    });
    expect(res.statusCode).toBe(404);
    const read = await call(
      'GET',
      `/calendar/events-by-date?date=2026-12-01&contact_id=${theirs.id}`,
      token,
    );
    expect(read.statusCode).toBe(404);
  });
});

describe('the contact’s calendar', () => {
  it('shows each contact the events for everyone and those naming them', async () => {
    const { token, ann, bob } = await locationWithPortal();
    await createEvent(token, { title: 'Open gym', date: '2026-12-05', start_time: '08:00' });
    await createEvent(token, {
      title: 'Ann’s assessment',
      date: '2026-12-05',
      start_time: '17:00',
      everyone: false,
      contact_ids: [ann.contact.id],
    });
    const annDay = await call('GET', '/portal/calendar?date=2026-12-05', ann.token);
    expect(annDay.statusCode, annDay.body).toBe(200);
    expect(titlesOf(annDay.json().day.morning)).toEqual(['Open gym']);
    expect(titlesOf(annDay.json().day.evening)).toEqual(['Ann’s assessment']);
    const bobDay = await call('GET', '/portal/calendar?date=2026-12-05', bob.token);
    expect(bobDay.json().day.evening).toEqual([]);
    const asBob = await call(
      'GET',
      `/calendar/events?from=2026-12-05&to=2026-12-05&contact_id=${bob.contact.id}`,
      token,
    );
    expect(titlesOf(asBob.json().data)).toEqual(['Open gym']);
    expect((await call('GET', '/portal/calendar', token)).statusCode).toBe(401);
    expect(
      (await call('GET', '/calendar/events-by-date?date=2026-12-05', ann.token)).statusCode,
    ).toBe(401);
  });

  it('puts today on the portal home, and hides the calendar while it is off', async () => {
    const { token, accountId, ann } = await locationWithPortal();
    const { today } = await clockOf(deps.db, accountId, new Date());
    await createEvent(token, { title: 'Today’s class', date: today, start_time: '13:00' });
    const home = await call('GET', '/portal/home', ann.token);
    expect(home.json().today).toMatchObject({
      date: today,
      afternoon: [{ title: 'Today’s class' }],
    });
    expect((await call('GET', '/portal/calendar', ann.token)).json().day.date).toBe(today);
    await call('POST', '/client-portal/update-settings', token, { show_calendar: false });
    expect((await call('GET', '/portal/home', ann.token)).json().today).toBeNull();
    expect((await call('GET', '/portal/calendar', ann.token)).statusCode).toBe(404);
  });

  it('moves an event to the survivor of a merge', async () => {
    const { token, ann, bob } = await locationWithPortal();
    const event = await createEvent(token, {
      title: 'Bob only',
      date: '2026-12-06',
      start_time: '09:00',
      everyone: false,
      contact_ids: [bob.contact.id],
    });
    const merged = await call('POST', '/contact/merge', token, {
      contact_ids: [ann.contact.id, bob.contact.id],
      survivor_id: ann.contact.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const day = await call('GET', '/calendar/events?from=2026-12-06&to=2026-12-06', token);
    expect(day.json().data).toMatchObject([{ id: event.id, contacts: [{ id: ann.contact.id }] }]);
  });
});
