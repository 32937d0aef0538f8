import {
  type ProgressTracking,
  type progressCategory,
  type progressSection,
  progressSettingsDefaults,
} from '@coachline/contract/progress-tracking';
import type { z } from 'zod';

// Rows of progress tracking for the feature's tests.

export const buildTracking = (id: number, name: string): ProgressTracking => ({
  id,
  name,
  order: id,
  has_reminder: false,
  reminder: null,
  settings: { ...progressSettingsDefaults },
  contacts_count: 3,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
});

export const buildCategory = (
  id: number,
  name: string,
  unit: string,
): z.output<typeof progressCategory> => ({
  id,
  progress_tracking_id: 1,
  name,
  unit,
  relation: 'decrease',
  order: id,
});

export const buildSection = (
  id: number,
  name: string,
  questions: z.output<typeof progressSection>['questions'] = [],
): z.output<typeof progressSection> => ({
  id,
  progress_tracking_id: 1,
  name,
  order: id,
  questions,
});
