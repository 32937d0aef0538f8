import { activityFeedEndpoints } from './activity-feed';
import { adminSettingEndpoints } from './admin-settings';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { birthdayEndpoints } from './birthdays';
import { broadcastEndpoints } from './broadcasts';
import { calendarEndpoints } from './calendar';
import { checkoutSettingEndpoints, checkoutUserEndpoints } from './checkout';
import { clientPortalEndpoints, rewardEndpoints } from './client-portal';
import { contactImportEndpoints } from './contact-import';
import { contactEndpoints } from './contacts';
import { contentImportEndpoints } from './content-import';
import { emailContentEndpoints } from './email-buttons';
import { domainEndpoints, emailDomainEndpoints } from './email-domains';
import { emailTrackingEndpoints } from './email-tracking';
import type { Endpoint } from './endpoint';
import { fileEndpoints } from './files';
import { folderEndpoints } from './folders';
import { formEndpoints } from './forms';
import { groupEndpoints } from './groups';
import {
  habitPublicEndpoints,
  habitTrackingEndpoints,
  portalHabitEndpoints,
} from './habit-tracking';
import { imageLibraryEndpoints } from './image-library';
import { integrationEndpoints } from './integrations';
import { journeyEndpoints } from './journeys';
import { memberIdEndpoints } from './member-id';
import {
  contactPortalEndpoints,
  portalChatEndpoints,
  scheduledEndpoints,
  smsCenterEndpoints,
} from './message-center';
import { messagingEndpoints } from './messaging';
import { organizationEndpoints } from './organization';
import { pageEndpoints } from './pages';
import { pipelineEndpoints } from './pipelines';
import { playbookEndpoints } from './playbooks';
import { clientPortalContentEndpoints, portalEndpoints } from './portal';
import {
  portalProgressEndpoints,
  progressPublicEndpoints,
  progressTrackingEndpoints,
} from './progress-tracking';
import { recoveryPageEndpoints } from './recovery-page';
import { registrationEndpoints } from './registration';
import {
  portalScenarioEndpoints,
  scenarioCategoryEndpoints,
  scenarioContentEndpoints,
  scenarioEndpoints,
  scenarioStepEndpoints,
} from './scenarios';
import { securityEndpoints } from './security';
import { sequenceEndpoints } from './sequences';
import { sharingEndpoints } from './sharing';
import { signatureEndpoints } from './signatures';
import { styleEndpoints } from './styles';
import { tagEndpoints } from './tags';
import { taskEndpoints } from './tasks';
import { templateEndpoints } from './templates';
import { testMessageEndpoints } from './test-messages';
import { userEndpoints } from './users';
import {
  clientPortalPlanEndpoints,
  portalPlanEndpoints,
  workoutPlanEndpoints,
} from './workout-plans';
import { clientPortalWorkoutEndpoints, portalWorkoutEndpoints, workoutEndpoints } from './workouts';

/**
 * Every endpoint of every feature: the list the server's route count, the web's path check and
 * the API documentation hold each other to. A new feature adds its endpoints object here.
 */
export const allEndpoints: readonly Endpoint[] = [
  authEndpoints,
  registrationEndpoints,
  userEndpoints,
  organizationEndpoints,
  billingEndpoints,
  checkoutUserEndpoints,
  checkoutSettingEndpoints,
  securityEndpoints,
  contactEndpoints,
  tagEndpoints,
  groupEndpoints,
  contactImportEndpoints,
  contentImportEndpoints,
  testMessageEndpoints,
  messagingEndpoints,
  styleEndpoints,
  emailDomainEndpoints,
  domainEndpoints,
  integrationEndpoints,
  signatureEndpoints,
  emailContentEndpoints,
  templateEndpoints,
  memberIdEndpoints,
  birthdayEndpoints,
  emailTrackingEndpoints,
  recoveryPageEndpoints,
  activityFeedEndpoints,
  broadcastEndpoints,
  smsCenterEndpoints,
  portalChatEndpoints,
  contactPortalEndpoints,
  scheduledEndpoints,
  adminSettingEndpoints,
  folderEndpoints,
  fileEndpoints,
  imageLibraryEndpoints,
  formEndpoints,
  pageEndpoints,
  playbookEndpoints,
  portalEndpoints,
  sharingEndpoints,
  clientPortalEndpoints,
  clientPortalContentEndpoints,
  calendarEndpoints,
  taskEndpoints,
  journeyEndpoints,
  sequenceEndpoints,
  pipelineEndpoints,
  rewardEndpoints,
  workoutEndpoints,
  portalWorkoutEndpoints,
  clientPortalWorkoutEndpoints,
  workoutPlanEndpoints,
  portalPlanEndpoints,
  clientPortalPlanEndpoints,
  scenarioEndpoints,
  scenarioCategoryEndpoints,
  scenarioStepEndpoints,
  scenarioContentEndpoints,
  portalScenarioEndpoints,
  progressTrackingEndpoints,
  progressPublicEndpoints,
  portalProgressEndpoints,
  habitTrackingEndpoints,
  habitPublicEndpoints,
  portalHabitEndpoints,
].flatMap((feature) => Object.values(feature));
