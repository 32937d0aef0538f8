import type { HabitCheckInBody, HabitDay, HabitScore } from '@coachline/contract/habit-tracking';
import type {
  ProgressSettings,
  ProgressSubmitBody,
  progressCategory,
  progressSection,
} from '@coachline/contract/progress-tracking';
import type { z } from 'zod';

// What the check-in pieces need from the page that hosts them: the public personal-link pages
// call through the app's API client, the portal through the contact's; each says its failures
// the same way here.

/** A photo stored ahead of the answer that sends its token. */
export type Uploaded = { upload: string; name: string; size: number };

/** A failed call: its status, its message, and its field errors by field name. */
export type CheckInFailure = { status: number; message: string; fields: Record<string, string> };

export type ProgressCategory = z.output<typeof progressCategory>;
export type ProgressSection = z.output<typeof progressSection>;
export type ProgressQuestion = ProgressSection['questions'][number];

/** A check-in as its form shows it: the page's settings, its categories and question sections. */
export type ProgressFormShape = {
  settings: ProgressSettings;
  categories: ProgressCategory[];
  sections: ProgressSection[];
};

export type ProgressCalls = {
  upload: (questionId: number, file: File) => Promise<Uploaded>;
  submit: (body: ProgressSubmitBody) => Promise<{ message: string }>;
  failure: (error: unknown) => CheckInFailure;
};

export type HabitCalls = {
  upload: (habitId: number, file: File) => Promise<Uploaded>;
  checkIn: (body: HabitCheckInBody) => Promise<{ message: string; score: HabitScore }>;
  failure: (error: unknown) => CheckInFailure;
};

export type { HabitDay, HabitScore };
