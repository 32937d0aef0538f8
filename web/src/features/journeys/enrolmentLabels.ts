import type { EnrolmentStatus } from '@coachline/contract/journeys';

// How a contact's place on a journey reads, on the journey's Contacts tab and the profile.

export const enrolmentStatusLabels: Record<EnrolmentStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'blue' },
  waiting: { label: 'Waiting', color: 'indigo' },
  completed: { label: 'Completed', color: 'teal' },
  terminated: { label: 'Stopped', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

/** Still on the journey: it can be stopped. */
export const isOnJourney = (status: EnrolmentStatus) => status === 'active' || status === 'waiting';
