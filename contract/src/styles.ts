import { z } from 'zod';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { dbIdText } from './ids';

// Saved styles and favourite colours (001 §3, §7 Common): the look a location keeps for the
// headlines of its content (playbooks, pages, forms, progress and habit tracking), and the
// colours its editors offer first. The content editors read them.

/** 001 §3: content_type 1 playbook, 2 page, 3 form, 4 progress tracking, 5 habit tracking. */
export const styledContentTypes = [1, 2, 3, 4, 5] as const;
/** The content type of each area's saved style. */
export const styledContent = {
  playbooks: 1,
  pages: 2,
  forms: 3,
  progressTracking: 4,
  habitTracking: 5,
} as const satisfies Record<string, (typeof styledContentTypes)[number]>;
export const styleFonts = ['Inter', 'Roboto', 'Poppins'] as const;

/** A colour as # and six hex digits, kept upper-case. */
export const hexColor = z
  .string()
  .trim()
  .max(7, 'The colour must be written as # and six hex digits, like #2C3E50')
  .regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be written as # and six hex digits, like #2C3E50')
  .transform((color) => color.toUpperCase());

export const textStyle = z.object({
  font_family: z.enum(styleFonts),
  font_weight: z.number().int().min(100).max(900).multipleOf(100),
  font_size: z.number().int().min(8).max(200),
  font_color: hexColor,
  shadow: z.boolean(),
  x: z.number().int().min(-50).max(50),
  y: z.number().int().min(-50).max(50),
  blur: z.number().int().min(0).max(100),
  shadow_color: hexColor,
});
export type TextStyle = z.output<typeof textStyle>;

const noShadow = { shadow: false, x: 0, y: 0, blur: 0, shadow_color: '#000000' };
/** 001 §3 defaults: headline Inter 600 50 #2C3E50, subheadline Inter 500 25. */
export const defaultHeadline: TextStyle = {
  font_family: 'Inter',
  font_weight: 600,
  font_size: 50,
  font_color: '#2C3E50',
  ...noShadow,
};
export const defaultSubheadline: TextStyle = {
  ...defaultHeadline,
  font_weight: 500,
  font_size: 25,
};

export const savedStyle = z.object({
  content_type: z.union(styledContentTypes.map((type) => z.literal(type))),
  headline: textStyle,
  subheadline: textStyle,
});
export type SavedStyle = z.output<typeof savedStyle>;

export const savedStyleListResponse = z.object({
  status: z.literal(1),
  styles: z.array(savedStyle),
});
export const savedStyleResponse = z.object({ status: z.literal(1), style: savedStyle });
export const savedStyleUpdateResponse = savedStyleResponse.extend({ message: z.string() });

export const favoriteColor = z.object({ id: z.number().int(), color: z.string() });
/** The colours a location keeps at most, so a picker's row stays short. */
export const maxFavoriteColors = 24;
export const favoriteColorBody = z.object({ color: hexColor });
export const favoriteColorListResponse = z.object({
  status: z.literal(1),
  colors: z.array(favoriteColor),
});
export const favoriteColorResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  color: favoriteColor,
});

const styles = { tag: 'styles' } as const;

export const styleEndpoints = {
  savedStyles: endpoint({
    ...styles,
    method: 'GET',
    path: 'saved-style/list',
    permission: 'member',
    description: 'The saved style of every content type, the defaults where none was saved.',
    response: savedStyleListResponse,
  }),
  updateSavedStyle: endpoint({
    ...styles,
    method: 'PATCH',
    path: 'saved-style/update',
    permission: 'member',
    body: savedStyle,
    response: savedStyleUpdateResponse,
  }),
  savedStyleOf: endpoint({
    ...styles,
    method: 'GET',
    path: 'saved-style/:type/content',
    permission: 'member',
    params: z.object({ type: z.enum(['1', '2', '3', '4', '5']) }),
    response: savedStyleResponse,
  }),
  favoriteColors: endpoint({
    ...styles,
    method: 'GET',
    path: 'favorite-color/list',
    permission: 'member',
    response: favoriteColorListResponse,
  }),
  storeFavoriteColor: endpoint({
    ...styles,
    method: 'POST',
    path: 'favorite-color/store',
    permission: 'member',
    description: 'Keeps a colour; one kept already is answered as it is.',
    body: favoriteColorBody,
    response: favoriteColorResponse,
  }),
  deleteFavoriteColor: endpoint({
    ...styles,
    method: 'DELETE',
    path: 'favorite-color/:color/delete',
    permission: 'member',
    params: z.object({ color: dbIdText }),
    response: statusMessageResponse,
  }),
};
