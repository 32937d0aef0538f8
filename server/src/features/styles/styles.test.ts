import { defaultHeadline, defaultSubheadline, maxFavoriteColors } from '@coachline/contract/styles';
import { describe, expect, it } from 'vitest';
import { buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';

const { app, deps } = await createTestApp();
const call = caller(app);

const shadowed = {
  ...defaultHeadline,
  font_family: 'Poppins',
  font_weight: 800,
  shadow: true,
  x: 2,
  y: 3,
  blur: 6,
  shadow_color: '#00000f',
};

describe('saved styles', () => {
  it('answers every content type, with 001’s defaults until one is saved', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call('GET', '/saved-style/list', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().styles).toEqual(
      [1, 2, 3, 4, 5].map((type) => ({
        content_type: type,
        headline: {
          font_family: 'Inter',
          font_weight: 600,
          font_size: 50,
          font_color: '#2C3E50',
          shadow: false,
          x: 0,
          y: 0,
          blur: 0,
          shadow_color: '#000000',
        },
        subheadline: { ...defaultHeadline, font_weight: 500, font_size: 25 },
      })),
    );
  });

  it('saves one content type’s style for the location only, and answers it again', async () => {
    const { token } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const body = { content_type: 2, headline: shadowed, subheadline: defaultSubheadline };
    const saved = await call('PATCH', '/saved-style/update', token, body);
    expect(saved.statusCode).toBe(200);
    const stored = { ...body, headline: { ...shadowed, shadow_color: '#00000F' } };
    expect(saved.json()).toEqual({
      status: 1,
      message: 'The style has been saved.',
      style: stored,
    });
    expect((await call('GET', '/saved-style/2/content', token)).json().style).toEqual(stored);
    // Saved again, the new one wins; the other types and the other location keep the defaults.
    const again = { ...body, headline: { ...shadowed, font_size: 64 } };
    await call('PATCH', '/saved-style/update', token, again);
    expect(
      (await call('GET', '/saved-style/2/content', token)).json().style.headline.font_size,
    ).toBe(64);
    expect((await call('GET', '/saved-style/1/content', token)).json().style.headline).toEqual(
      defaultHeadline,
    );
    expect(
      (await call('GET', '/saved-style/2/content', other.token)).json().style.headline,
    ).toEqual(defaultHeadline);
  });

  it('refuses a font, weight, size or colour out of bounds, per field', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call('PATCH', '/saved-style/update', token, {
      content_type: 6,
      headline: {
        ...defaultHeadline,
        font_family: 'Comic Sans',
        font_weight: 650,
        font_color: 'red',
      },
      subheadline: { ...defaultSubheadline, font_size: 500 },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'content_type',
      'headline.font_color',
      'headline.font_family',
      'headline.font_weight',
      'subheadline.font_size',
    ]);
    expect((await call('GET', '/saved-style/9/content', token)).statusCode).toBe(404);
  });
});

describe('favourite colours', () => {
  it('keeps each colour once, in the order added, and removes one', async () => {
    const { token } = await buildSignedIn(deps);
    const first = await call('POST', '/favorite-color/store', token, { color: '#ff8800' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 1, color: { color: '#FF8800' } });
    const again = await call('POST', '/favorite-color/store', token, { color: ' #FF8800 ' });
    expect(again.json().color).toEqual(first.json().color);
    await call('POST', '/favorite-color/store', token, { color: '#2c3e50' });
    const listed = (await call('GET', '/favorite-color/list', token)).json().colors;
    expect(listed.map((c: { color: string }) => c.color)).toEqual(['#FF8800', '#2C3E50']);

    const removed = await call('DELETE', `/favorite-color/${listed[0].id}/delete`, token);
    expect(removed.json()).toEqual({
      status: 1,
      message: 'The colour has been removed from your favourites.',
    });
    expect((await call('DELETE', `/favorite-color/${listed[0].id}/delete`, token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/favorite-color/list', token)).json().colors).toHaveLength(1);
  });

  it('keeps at most 24, and says so', async () => {
    const { token } = await buildSignedIn(deps);
    for (let i = 0; i < maxFavoriteColors; i++) {
      const color = `#0000${i.toString(16).padStart(2, '0')}`;
      expect((await call('POST', '/favorite-color/store', token, { color })).statusCode).toBe(200);
    }
    const full = await call('POST', '/favorite-color/store', token, { color: '#FFFFFF' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.color).toEqual([
      'You can keep up to 24 favourite colours. Remove one to add another.',
    ]);
    // One kept already is still answered.
    expect(
      (await call('POST', '/favorite-color/store', token, { color: '#000000' })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/favorite-color/store', token, { color: 'blue' })).statusCode).toBe(
      422,
    );
  });
});
